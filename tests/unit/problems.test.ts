import { describe, expect, it } from 'vitest';
import { Errors } from '../../build/errors/catalogue.ts';
import { didYouMean, excerpt, formatAnnotations, formatProblems, formatSummary, fromCatalogue } from '../../build/problems.ts';

const enumProblem = (file: string, line: number, column: number) =>
  fromCatalogue(Errors.SchemaEnum, { file, line, column, field: 'category' }, { value: 'Fintech', suggestion: 'FinTech', allowed: ['FinTech'] });

describe('problems', () => {
  it('suggests close values and nothing for unrelated ones', () => {
    expect(didYouMean('Fintech', ['FinTech', 'Healthcare'])).toBe('FinTech');
    expect(didYouMean('Helthcare', ['FinTech', 'Healthcare'])).toBe('Healthcare');
    expect(didYouMean('Quantum Computing', ['FinTech', 'Healthcare'])).toBeUndefined();
  });

  it('prints file:line:col, field, message, hint and code, errors before warnings, with a count', () => {
    const out = formatProblems([
      fromCatalogue(Errors.TechnologyUnknown, { file: 'content/b.yaml', line: 3, column: 5, field: 'technologies[0]' }, { value: 'Stripe' }),
      fromCatalogue(Errors.SchemaType, { file: 'content/a.yaml', line: 14, column: 7, field: 'technologies[2]' }, { expected: 'text', got: 'integer' }),
      enumProblem('content/a.yaml', 2, 11),
    ]);
    expect(out.split('\n')).toEqual([
      'content/a.yaml:2:11  category: "Fintech" is not one of the allowed values — did you mean "FinTech"? [schema-enum]',
      'content/a.yaml:14:7  technologies[2]: must be text (got integer) [schema-type]',
      'content/b.yaml:3:5  warning  technologies[0]: "Stripe" matches no technology in content/technologies — if it is another name for one of them, add it to that technology\'s `aliases`; otherwise nothing to do [technology-unknown]',
      '',
      '2 errors, 1 warning in 2 files',
    ]);
  });

  it('shows the offending line with a caret under the column, tabs and non-breaking spaces made visible', () => {
    const out = formatProblems([enumProblem('content/a.yaml', 12, 11)], (file, line) => (file === 'content/a.yaml' && line === 12 ? 'category: Fintech' : undefined));
    expect(out.split('\n').slice(1, 3)).toEqual(['  12 | category: Fintech', '     |           ^']);
    expect(excerpt('\ttitle: x', 2, 1)).toBe('  2 | →title: x\n    | ^');
    // A link broken in a built page is reported at its source file, not at a line of it.
    const rendered = fromCatalogue(Errors.LinkBrokenRendered, { file: 'content/site.yaml', line: 1, column: 1, field: '' }, { path: '/x', pages: '/' });
    expect(formatProblems([rendered], () => '# first line').split('\n')[1]).toBe('');
    expect(excerpt(' \u00a0title: x', 2, 2)).toBe('  2 |  ·title: x\n    |  ^');
  });

  it('GitHub annotations are titled by the code\'s title and escaped', () => {
    const out = formatAnnotations([fromCatalogue(Errors.SchemaRule, { file: 'content/a,b.yaml', line: 1, column: 2, field: 'x:y' }, { detail: '50% done\nnext' })]);
    expect(out).toBe('::error file=content/a%2Cb.yaml,line=1,col=2,title=Value breaks a rule of the schema::x:y: 50%25 done%0Anext [schema-rule]');
  });

  it('the job summary groups problems by file with line, problem and fix', () => {
    const out = formatSummary([enumProblem('content/a.yaml', 2, 11), fromCatalogue(Errors.LinkRelative, { file: 'content/legal/t.md', line: 6, column: 14, field: 'body' }, { href: 'contact', fixed: '/contact', exists: true })]);
    expect(out.split('\n')).toEqual([
      '## Content check: 2 errors, 0 warnings in 2 files',
      '',
      '### `content/a.yaml`',
      '',
      '| line | problem | fix |',
      '|---|---|---|',
      '| 2:11 | **Value not in the list of allowed values** (`schema-enum`): category: "Fintech" is not one of the allowed values | did you mean "FinTech"? |',
      '',
      '### `content/legal/t.md`',
      '',
      '| line | problem | fix |',
      '|---|---|---|',
      '| 6:14 | **Relative link** (`link-relative`): body: "contact" is a relative link, which leads somewhere different on every page | write "/contact" |',
      '',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { didYouMean, formatAnnotations, formatProblems, problem } from '../../build/problems.ts';

describe('problems', () => {
  it('suggests close values and nothing for unrelated ones', () => {
    expect(didYouMean('Fintech', ['FinTech', 'Healthcare'])).toBe('FinTech');
    expect(didYouMean('Helthcare', ['FinTech', 'Healthcare'])).toBe('Healthcare');
    expect(didYouMean('Quantum Computing', ['FinTech', 'Healthcare'])).toBeUndefined();
  });

  it('prints file:line:col, field, message and hint, errors before warnings, with a count', () => {
    const out = formatProblems([
      problem({ file: 'content/b.yaml', line: 3, column: 1, field: '', message: 'w', severity: 'warning' }),
      problem({ file: 'content/a.yaml', line: 14, column: 7, field: 'technologies[2]', message: 'must be text (got integer)' }),
      problem({ file: 'content/a.yaml', line: 2, column: 1, field: 'category', message: 'bad', hint: 'did you mean "FinTech"?' }),
    ]);
    expect(out.split('\n')).toEqual([
      'content/a.yaml:2:1  category: bad — did you mean "FinTech"?',
      'content/a.yaml:14:7  technologies[2]: must be text (got integer)',
      'content/b.yaml:3:1  warning  w',
      '',
      '2 errors, 1 warning in 2 files',
    ]);
  });

  it('escapes GitHub annotation properties and data', () => {
    const out = formatAnnotations([problem({ file: 'content/a,b.yaml', line: 1, column: 2, field: 'x:y', message: '50% done\nnext' })]);
    expect(out).toBe('::error file=content/a%2Cb.yaml,line=1,col=2,title=x%3Ay::50%25 done%0Anext');
  });
});

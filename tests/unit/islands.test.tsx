/** The island plumbing that pages rely on: the props script cannot break out, the build finds every island's module. */
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { islandModules } from '../../build/stages/client-bundle.ts';
import { Island, scriptJson } from '../../src/components/Island.tsx';
import { islands } from '../../src/islands/registry.ts';
import { ROOT } from '../helpers/content.ts';

it('writes props that cannot close their <script> and read back unchanged', () => {
  const props = { text: '</script><script>alert(1)</script> <!-- \u2028 \u2029' };
  const json = scriptJson(props);
  expect(json).not.toMatch(/<\/script|<!--/i);
  expect(JSON.parse(json)).toEqual(props);
});

it('renders the props beside the marker and the component inside it', () => {
  const Hello = ({ who }: { who: string }) => <p>{`Hello ${who}`}</p>;
  const html = renderToStaticMarkup(<Island name="team-tabs" label="Greeting" component={Hello} props={{ who: '<b>' }} icons={['x', 'check']} when="search" />);
  expect(html).toBe('<script type="application/json" data-island-props="team-tabs">{"who":"\\u003cb>"}</script><div class="island" data-island="team-tabs" data-island-label="Greeting" data-island-when="search" data-icons="x check"><p>Hello &lt;b&gt;</p></div>');
});

it('finds the module of every island in the registry', () => {
  const modules = islandModules(ROOT);
  expect(Object.keys(modules).sort()).toEqual(Object.keys(islands).sort());
  for (const source of Object.values(modules)) expect(source).toMatch(/^src\/islands\/[A-Z]\w+\.tsx$/);
});

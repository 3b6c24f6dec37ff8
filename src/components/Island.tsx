import type { ComponentType } from 'react';
import type { IslandName } from '../islands/registry.ts';

/** JSON that is safe inside <script>: no `</script>` or `<!--` can appear in it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * An interactive component rendered on the server inside its marker, with the props it was
 * rendered with beside it as JSON (data, not executable script, so the CSP stays strict). The
 * client entry hydrates the marker with the same component and props. `icons` names icons the
 * island may draw later, so the page's sprite includes them; `label` names it in the message shown
 * if its code fails to load; `when` names a URL parameter without which the island is not loaded
 * at all (its server HTML is all the page needs then).
 */
export function Island<P extends object>({ name, label, component: Component, props, icons, when }: { name: IslandName; label: string; component: ComponentType<P>; props: P; icons?: string[]; when?: string }) {
  return (
    <>
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />
      <div className="island" data-island={name} data-island-label={label} data-island-when={when} data-icons={icons?.length ? icons.join(' ') : undefined}>
        <Component {...props} />
      </div>
    </>
  );
}

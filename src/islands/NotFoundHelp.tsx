import { useEffect, useState } from 'react';
import { Icon } from '../components/Icon.tsx';
import { DEFAULT_SUGGESTIONS, suggestionsFor } from '../shared/suggestions.ts';
import type { SiteIdentity } from '../content/types.ts';
import { ROOTS } from '../content/roots.ts';

/**
 * The helpful part of the not-found page: the requested path (as text), pages suggested from the
 * words in it, Go Back through history, and a search box whose button stays disabled while it is
 * empty. The server renders the generic version ('this page', the default suggestions, a plain
 * GET form to /services), which is what visitors without JavaScript use.
 */
export default function NotFoundHelp({ searchAction, words }: { searchAction: string; words: SiteIdentity['copy']['notFound'] }) {
  const [path, setPath] = useState<string | null>(null);
  const [term, setTerm] = useState<string | null>(null);

  useEffect(() => {
    setPath(location.pathname);
    setTerm((document.getElementById('nf-search') as HTMLInputElement | null)?.value ?? '');
  }, []);

  const suggestions = path === null ? DEFAULT_SUGGESTIONS : suggestionsFor(path);
  return (
    <div className="not-found-help">
      <p className="muted">{path === null ? words.missingThisPage : words.missing.replace('{path}', path)}</p>
      <div className="actions center">
        <a className="btn btn-primary btn-lg" href="/">
          <Icon name="house" size={18} />
          {words.home}
        </a>
        <a
          className="btn btn-secondary btn-lg"
          href="/"
          onClick={(event) => {
            if (history.length > 1) {
              event.preventDefault();
              history.back();
            }
          }}
        >
          <Icon name="arrow-left" size={18} />
          {words.back}
        </a>
        <a className="btn btn-ghost btn-lg" href={ROOTS.contact}>
          <Icon name="life-buoy" size={18} />
          {words.contact}
        </a>
      </div>
      <h2 className="small-heading">{words.lookingFor}</h2>
      <ul className="chips center">
        {suggestions.map((s) => (
          <li key={s.href}>
            <a className="chip" href={s.href}>{s.label}</a>
          </li>
        ))}
      </ul>
      <form className="search-form" action={searchAction} method="get" role="search" aria-label={words.search}>
        <label htmlFor="nf-search" className="sr-only">{words.search}</label>
        <input
          id="nf-search"
          name="search"
          type="search"
          required
          placeholder={words.searchPlaceholder}
          onInput={(event) => setTerm((event.target as HTMLInputElement).value)}
        />
        <button className="btn btn-primary" type="submit" disabled={term !== null && term.trim() === ''}>
          <Icon name="search" size={18} />
          {words.searchButton}
        </button>
      </form>
    </div>
  );
}

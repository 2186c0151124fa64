import { useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { shell } from '../../i18n/shell';
import { flattenMenus, iconClass, useNavigation, type MenuLink } from '../navigation';

const text = shell.search;
const MAX_RESULTS = 12;

/** Words of the query must all appear in the menu's name or its group names. */
export function searchMenus(links: MenuLink[], query: string): MenuLink[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return links.filter((l) => {
    const hay = [l.name, ...l.trail].join(' ').toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/** The navbar search over the signed-in user's menus; 'No Result Found.' when nothing matches. */
export function SearchBox() {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [cursor, setCursor] = useState(0);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const links = useMemo(() => flattenMenus(navigation.data?.data ?? []), [navigation.data]);
  const results = useMemo(() => searchMenus(links, query).slice(0, MAX_RESULTS), [links, query]);
  const showList = open && query.trim().length > 0;

  const go = (link: MenuLink) => {
    setQuery('');
    setOpen(false);
    inputRef.current?.blur();
    navigate(link.url);
  };

  return (
    <div className="search-box" onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}>
      <i className="bi bi-search search-box__icon" aria-hidden="true" />
      <input
        ref={inputRef}
        type="search"
        className="form-control search-box__input"
        placeholder={text.placeholder}
        aria-label={text.label}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        value={query}
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setQuery(e.target.value);
          setCursor(0);
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setCursor((c) => Math.min(c + 1, results.length - 1));
          else if (e.key === 'ArrowUp') setCursor((c) => Math.max(c - 1, 0));
          else if (e.key === 'Enter' && results[cursor]) go(results[cursor]);
          else if (e.key === 'Escape') setOpen(false);
          else return;
          e.preventDefault();
        }}
      />
      {showList && (
        <div className="search-box__menu dropdown-menu show" id={listId} role="listbox" aria-label={text.menus}>
          {results.length === 0 ? (
            <p className="search-box__empty">{text.empty}</p>
          ) : (
            <>
              <h6 className="dropdown-header">{text.menus}</h6>
              {results.map((r, i) => (
                <button
                  key={`${r.intid}-${r.url}`}
                  type="button"
                  role="option"
                  aria-selected={i === cursor}
                  className={`dropdown-item search-box__item ${i === cursor ? 'active' : ''}`}
                  onMouseEnter={() => setCursor(i)}
                  onClick={() => go(r)}
                >
                  <i className={`${iconClass(r.icon)} search-box__item-icon`} aria-hidden="true" />
                  <span>
                    <span className="d-block">{r.name}</span>
                    {r.trail.length > 0 && <small className="search-box__trail">{r.trail.join(' › ')}</small>}
                  </span>
                </button>
              ))}
            </>
          )}
        </div>
      )}
    </div>
  );
}

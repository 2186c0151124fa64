import { useId, useMemo, useRef, useState } from 'react';
import { Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { shell } from '../../i18n/shell';
import { useAppConfig } from '../appConfig';
import { flattenMenus, iconClass, useNavigation, type MenuLink } from '../navigation';
import { useRecordSearch, type RecordHit } from './useRecordSearch';

const text = shell.search;
const records = shell.recordSearch;
const MAX_RESULTS = 12;
const RECORD_ICONS: Record<RecordHit['type'], string> = {
  student: 'bi bi-person-badge',
  driver: 'bi bi-person-vcard',
  vehicle: 'bi bi-bus-front',
  'parking-location': 'bi bi-pin-map',
  'parking-vehicle-type': 'bi bi-car-front',
  'parking-plate': 'bi bi-receipt',
};

/** Words of the query must all appear in the menu's name or its group names. */
export function searchMenus(links: MenuLink[], query: string): MenuLink[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return links.filter((l) => {
    const hay = [l.name, ...l.trail].join(' ').toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/** One line of the dropdown: a menu, or a record that opens its screen filtered to it. */
interface Result { key: string; group: string; icon: string; label: string; sublabel: string; url: string }

const menuResult = (l: MenuLink): Result => ({ key: `menu-${l.intid}-${l.url}`, group: text.menus, icon: iconClass(l.icon), label: l.name, sublabel: l.trail.join(' › '), url: l.url });
/** Consecutive results of one kind under its heading; `index` is the place in the whole list (the cursor). */
function groupsOf(results: Result[]) {
  const groups: { group: string; items: { result: Result; index: number }[] }[] = [];
  results.forEach((result, index) => {
    const last = groups[groups.length - 1];
    if (last?.group === result.group) last.items.push({ result, index });
    else groups.push({ group: result.group, items: [{ result, index }] });
  });
  return groups;
}

const recordResult = (h: RecordHit): Result => ({ key: `${h.type}-${h.url}`, group: records.groups[h.type], icon: RECORD_ICONS[h.type], label: h.label, sublabel: h.sublabel, url: h.url });

/**
 * The navbar search over the signed-in user's menus and the records of their screens (school:
 * students, drivers, vehicles; parking: locations, vehicle types, plates); 'Tidak ada hasil.'
 * when nothing matches. Arrow keys move, Enter opens.
 */
export function SearchBox() {
  const mode = useAppConfig()?.app_type;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [cursor, setCursor] = useState(0);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const links = useMemo(() => flattenMenus(navigation.data?.data ?? []), [navigation.data]);
  const found = useRecordSearch(query);
  const results = useMemo(
    () => [...searchMenus(links, query).slice(0, MAX_RESULTS).map(menuResult), ...found.hits.map(recordResult)],
    [links, query, found.hits],
  );
  const asked = open && query.trim().length > 0;
  // Nothing found is said as a message, not shown as an empty list: a list box holds options.
  const nothing = asked && results.length === 0 && !found.loading;
  const showList = asked && !nothing;
  const optionId = (i: number) => `${listId}-${i}`;

  const go = (result: Result) => {
    setQuery('');
    setOpen(false);
    inputRef.current?.blur();
    navigate(result.url);
  };
  const move = (to: number) => {
    setCursor(to);
    document.getElementById(optionId(to))?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <div className="search-box" onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}>
      {found.loading ? (
        <Spinner animation="border" size="sm" className="search-box__icon" aria-hidden="true" />
      ) : (
        <i className="bi bi-search search-box__icon" aria-hidden="true" />
      )}
      <input
        ref={inputRef}
        type="search"
        className="form-control search-box__input"
        placeholder={mode ? records.placeholder[mode] : text.placeholder}
        aria-label={text.label}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && results[cursor] ? optionId(cursor) : undefined}
        maxLength={100}
        value={query}
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setQuery(e.target.value);
          setCursor(0);
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') move(Math.min(cursor + 1, results.length - 1));
          else if (e.key === 'ArrowUp') move(Math.max(cursor - 1, 0));
          else if (e.key === 'Enter' && results[cursor]) go(results[cursor]);
          else if (e.key === 'Escape') setOpen(false);
          else return;
          e.preventDefault();
        }}
      />
      {nothing && (
        <div className="search-box__menu dropdown-menu show" role="status">
          <p className="search-box__empty">{text.empty}</p>
        </div>
      )}
      {showList && (
        <div className="search-box__menu dropdown-menu show" id={listId} role="listbox" aria-label={text.label} aria-busy={found.loading}>
          {/* Headings by place, not by name: an id holds no space ('Lokasi Parkir'). */}
          {groupsOf(results).map(({ group, items }, g) => (
            <div key={group} role="group" aria-labelledby={`${listId}-group-${g}`}>
              <h6 className="dropdown-header" role="presentation" id={`${listId}-group-${g}`}>{group}</h6>
              {items.map(({ result: r, index: i }) => (
                <button
                  key={r.key}
                  id={optionId(i)}
                  type="button"
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === cursor}
                  className={`dropdown-item search-box__item ${i === cursor ? 'active' : ''}`}
                  onMouseEnter={() => setCursor(i)}
                  onClick={() => go(r)}
                >
                  <i className={`${r.icon} search-box__item-icon`} aria-hidden="true" />
                  <span>
                    <span className="d-block">{r.label}</span>
                    {r.sublabel && <small className="search-box__trail">{r.sublabel}</small>}
                  </span>
                </button>
              ))}
            </div>
          ))}
          {found.loading && (
            <div className="search-box__empty small py-2" role="status">
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />{records.loading}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

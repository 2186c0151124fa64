import xss from 'xss';
import type * as xssApi from 'xss';
import type { FilterXSS, IWhiteList } from 'xss';
import { HTML_DROPPED_WITH_CONTENT, LINK_ATTRIBUTES, isSafeUrl, keepsAttribute, type HtmlAllowList } from '@halte/contract';

// xss is CommonJS: under Node's ESM loader (tsx, npm start) only its default export is visible.
const { FilterXSS: XssFilter, escapeAttrValue, friendlyAttrValue } = xss as unknown as typeof xssApi;

/** Only the URLs the list accepts survive (no javascript:, vbscript:, data:text); the value is escaped. */
function safeAttrValue(_tag: string, name: string, value: string): string {
  const plain = friendlyAttrValue(value).trim();
  return isSafeUrl(name, plain) ? escapeAttrValue(plain) : '';
}

function filterOf(list: HtmlAllowList): FilterXSS {
  const whiteList: IWhiteList = Object.fromEntries(Object.entries(list.tags).map(([tag, attributes]) => [tag, [...attributes]]));
  return new XssFilter({
    whiteList,
    stripIgnoreTag: true,
    stripIgnoreTagBody: [...HTML_DROPPED_WITH_CONTENT],
    allowCommentTag: false,
    css: false,
    safeAttrValue,
    onTagAttr(tag, name, value) {
      // A link or image whose URL was refused loses the attribute entirely, not just its value.
      if ((name === 'href' || name === 'src') && keepsAttribute(list, tag, name)) {
        const safe = safeAttrValue(tag, name, value);
        return safe ? `${name}="${safe}"` : '';
      }
      return undefined;
    },
  });
}

const filters = new Map<HtmlAllowList, FilterXSS>();
const filterFor = (list: HtmlAllowList) => {
  let filter = filters.get(list);
  if (!filter) filters.set(list, (filter = filterOf(list)));
  return filter;
};

const LINK_MARKUP = `<a target="${LINK_ATTRIBUTES.target}" rel="${LINK_ATTRIBUTES.rel}" `;
/** Links open in a new tab without handing the opener or the referrer to the target page. */
const withSafeLinks = (html: string) => html.replace(/<a (?=[^>]*href=)/g, LINK_MARKUP);

/**
 * Sanitises user HTML with an allow-list shared with the browser: no scripts, styles, frames,
 * event handlers or script URLs; chat messages keep text, line breaks and links only.
 */
export function sanitizeHtml(html: string, list: HtmlAllowList): string {
  return withSafeLinks(filterFor(list).process(html)).trim();
}

/** Whether sanitised HTML still shows something (text or an image) once markup is gone. */
export function hasVisibleContent(safeHtml: string): boolean {
  if (/<img\s[^>]*src=/i.test(safeHtml)) return true;
  const text = safeHtml.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ').trim();
  return text.length > 0;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Sanitised HTML as one line of plain text, cut to `max` characters (an ellipsis marks the cut). */
export function plainText(safeHtml: string, max: number): string {
  const text = safeHtml
    .replace(/<\/?(?:p|br|div|li|ul|ol|h[1-6]|tr|td|th|blockquote|pre|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

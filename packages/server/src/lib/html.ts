import xss from 'xss';
import type * as xssApi from 'xss';
import type { IWhiteList } from 'xss';

// xss is CommonJS: under Node's ESM loader (tsx, npm start) only its default export is visible.
const { FilterXSS, escapeAttrValue, friendlyAttrValue } = xss as unknown as typeof xssApi;

/** Formatting the rich-text editor produces; everything else is dropped. */
const ALLOWED: IWhiteList = {
  p: [], br: [], hr: [], strong: [], b: [], em: [], i: [], u: [], s: [],
  h1: [], h2: [], h3: [], h4: [],
  ul: [], ol: [], li: [], blockquote: [], pre: [], code: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'title'],
};

const LINK = /^(https?:\/\/|mailto:)/i;
const IMAGE_SOURCE = /^(https:\/\/|data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/=\s]+$)/i;

/** Only http(s)/mailto links and https/data:image sources survive; anything else (javascript:, vbscript:, data:text) is removed. */
function safeAttrValue(tag: string, name: string, value: string): string {
  const plain = friendlyAttrValue(value).trim();
  if (name === 'href' && !LINK.test(plain)) return '';
  if (name === 'src' && !IMAGE_SOURCE.test(plain)) return '';
  return escapeAttrValue(plain);
}

const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  // These tags go with their content, not only their markup.
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math'],
  allowCommentTag: false,
  css: false,
  safeAttrValue,
  onTagAttr(tag, name, value) {
    // A link or image whose URL was refused loses the attribute entirely, not just its value.
    if ((name === 'href' || name === 'src') && ALLOWED[tag]?.includes(name)) {
      const safe = safeAttrValue(tag, name, value);
      return safe ? `${name}="${safe}"` : '';
    }
    return undefined;
  },
});

/** Links open without handing the opener to the target page. */
const withSafeRel = (html: string) => html.replace(/<a (?=[^>]*href=)/g, '<a rel="noopener noreferrer" ');

/**
 * Sanitises user HTML with an allow-list: formatting tags only; no scripts, styles, frames,
 * event handlers or script URLs. Used for article content and chat messages.
 */
export function sanitizeHtml(html: string): string {
  return withSafeRel(filter.process(html)).trim();
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

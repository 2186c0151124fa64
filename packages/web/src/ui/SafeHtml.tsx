import DOMPurify from 'dompurify';
import { LINK_ATTRIBUTES, isSafeUrl, keepsAttribute, type HtmlAllowList } from '@halte/contract';
import './rich-content.scss';

/**
 * Our own instance, so its hooks do not reach other users of DOMPurify. The server already
 * sanitised the HTML with the same allow-list; this is the second guard, right before rendering.
 */
const purifier = DOMPurify(window);

/** The list of the call under way: DOMPurify's hooks are global to the instance, sanitising is synchronous. */
let current: HtmlAllowList | undefined;

purifier.addHook('uponSanitizeAttribute', (node, data) => {
  if (current && !keepsAttribute(current, node.nodeName, data.attrName)) data.keepAttr = false;
});

purifier.addHook('afterSanitizeAttributes', (node) => {
  for (const name of ['href', 'src']) {
    const value = node.getAttribute(name);
    if (value !== null && !isSafeUrl(name, value)) node.removeAttribute(name);
  }
  if (node.tagName === 'A') {
    node.setAttribute('target', LINK_ATTRIBUTES.target);
    node.setAttribute('rel', LINK_ATTRIBUTES.rel);
  }
});

/** HTML made inert by `list`: only its tags and their attributes; no scripts, handlers, styles or frames. */
export function sanitize(html: string, list: HtmlAllowList): string {
  current = list;
  try {
    return purifier.sanitize(html, {
      ALLOWED_TAGS: Object.keys(list.tags),
      ALLOWED_ATTR: [...new Set(Object.values(list.tags).flat())],
    });
  } finally {
    current = undefined;
  }
}

/** Renders stored HTML (articles, chat messages) after sanitising it in the browser with its list. */
export function SafeHtml({ html, list, className, id }: { html: string; list: HtmlAllowList; className?: string; id?: string }) {
  return <div id={id} className={`safe-html ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: sanitize(html, list) }} />;
}

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A text written in the source, with where it is. */
export interface SourceText {
  text: string;
  at: string;
}

/** What stands for a piece the code fills in (`${label}`, `${max}`): a number fits every pattern. */
export const SAMPLE_PIECE = '7';

/** Calls whose texts go to a log, an operator's console or a developer (an Error class of any kind, not `fieldError`), never to a user. */
const NOT_TO_USERS = /(^|\.)(log|logger|console)\.\w+$|(^|\.)[A-Z]\w*Error$/;
/** Properties whose texts document the API (OpenAPI) or name things for machines. */
const NOT_TO_USERS_KEYS = new Set(['description', 'summary', 'help', 'id']);

/**
 * Whether a literal reads as a sentence or a label of the interface: it starts with a capital and
 * has a small letter or a space (not `ADMIN`, `dashboard.school`, `id-ID`, `#,##0`).
 */
export const looksLikeText = (text: string) => /^\p{Lu}/u.test(text) && /[\p{Ll}\s]/u.test(text);

function filesUnder(dir: string, skip: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (skip(path)) return [];
    if (e.isDirectory()) return filesUnder(path, skip);
    return path.endsWith('.ts') ? [path] : [];
  });
}

function calleeName(call: ts.CallExpression | ts.NewExpression, source: ts.SourceFile) {
  const name = call.expression.getText(source);
  return ts.isNewExpression(call) ? `new ${name}` : name;
}

/** Whether a literal sits where no user reads it: a log line, an Error, an OpenAPI description, a `.meta()`, an SQL fragment. */
function notToUsers(node: ts.Node, source: ts.SourceFile): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isTaggedTemplateExpression(n)) return true;
    if (ts.isPropertyAssignment(n) && NOT_TO_USERS_KEYS.has(n.name.getText(source))) return true;
    if (ts.isCallExpression(n) || ts.isNewExpression(n)) {
      const name = calleeName(n, source);
      if (NOT_TO_USERS.test(name.replace(/^new /, '')) || /\.meta$/.test(name)) return true;
    }
    if (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) return true;
  }
  return false;
}

/**
 * Every interface text written in the files under `root` (but `skip`): string literals that look
 * like text, and template literals with their pieces filled by `piece` (the value of a constant
 * it names, else SAMPLE_PIECE), when the template's own words are text (not `${a} (${b})`, nor
 * `${prefix}-${date}.xlsx`).
 */
export function sourceTexts(root: string, skip: (path: string) => boolean, piece: (expression: string) => string | undefined): SourceText[] {
  const found: SourceText[] = [];
  for (const file of filesUnder(root, skip)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const at = (n: ts.Node) => `${relative(root, file)}:${source.getLineAndCharacterOfPosition(n.getStart(source)).line + 1}`;
    const visit = (n: ts.Node) => {
      if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) {
        if (looksLikeText(n.text) && !notToUsers(n, source)) found.push({ text: n.text, at: at(n) });
      } else if (ts.isTemplateExpression(n)) {
        // A piece naming a constant is words of the template ('Kendala perjalanan' of `${TRIP_MSG.problemTitle}: ${plate}`).
        const constants = n.templateSpans.map((s) => piece(s.expression.getText(source)));
        const words = n.head.text + n.templateSpans.map((s, i) => (constants[i] ?? '') + s.literal.text).join('');
        const startsWithPiece = n.head.text === '' && constants[0] === undefined;
        if (/\p{L}/u.test(words) && !notToUsers(n, source)) {
          const text = n.head.text + n.templateSpans.map((s, i) => (constants[i] ?? SAMPLE_PIECE) + s.literal.text).join('');
          // `${label} sudah digunakan.` starts with its piece: its own words tell it is text (not `${at} t="str">`).
          if (startsWithPiece ? /\s\p{L}{2,}/u.test(words) && !/[<>=]/.test(words) : looksLikeText(text)) found.push({ text, at: at(n) });
        }
        // The pieces may hold texts of their own (`${ok ? 'Ya' : 'Tidak'}`).
        n.templateSpans.forEach((s) => visit(s.expression));
        return;
      }
      ts.forEachChild(n, visit);
    };
    visit(source);
  }
  return found;
}

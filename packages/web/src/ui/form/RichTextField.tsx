import { useEffect, useState, type ReactNode } from 'react';
import { Button, ButtonGroup, Form, InputGroup } from 'react-bootstrap';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { RICH_TEXT_HTML } from '@halte/contract';
import type { CustomFieldDef, FieldProps } from './types';
import { SafeHtml } from '../SafeHtml';
import '../rich-content.scss';
import { ui } from '../../i18n/ui';

const text = ui.richText;
const LINK = /^(https?:\/\/|mailto:)/i;

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null } },
  }),
];

/**
 * Rich text (TipTap) kept in the form as HTML; an empty editor is '' so 'required' holds.
 * The server sanitises what is saved; the read-only view sanitises again before showing it.
 */
export function RichTextField(props: FieldProps<CustomFieldDef>) {
  return props.readOnly ? <RichTextView {...props} /> : <RichTextEditor {...props} />;
}

function RichTextView({ field, id }: FieldProps<CustomFieldDef>) {
  const html = useWatch({ name: field.name }) as unknown;
  return typeof html === 'string' && html !== ''
    ? <SafeHtml id={id} html={html} list={RICH_TEXT_HTML} className="rich-text__view" />
    : <p id={id} className="form-control-plaintext">{text.empty}</p>;
}

const attributesOf = (id: string, label: string, error?: string): Record<string, string> => ({
  id,
  role: 'textbox',
  'aria-multiline': 'true',
  'aria-label': label,
  'aria-invalid': String(!!error),
  ...(error ? { 'aria-describedby': `${id}-error` } : {}),
  class: `form-control rich-text__content ${error ? 'is-invalid' : ''}`,
});

function RichTextEditor({ field, id, error }: FieldProps<CustomFieldDef>) {
  const { control } = useFormContext();
  const { field: input } = useController({ name: field.name, control });
  const editor = useEditor({
    extensions,
    content: typeof input.value === 'string' ? input.value : '',
    onUpdate: ({ editor: e }) => input.onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => input.onBlur(),
    editorProps: { attributes: attributesOf(id, field.label, error) },
  });

  // The error state changes the editor's attributes, not the editor (its text and history stay).
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: attributesOf(id, field.label, error) } });
  }, [editor, id, field.label, error]);
  // Lets react-hook-form focus the editor when this field is the first invalid one.
  const { ref } = input;
  useEffect(() => {
    ref({ focus: () => editor?.commands.focus() });
  }, [ref, editor]);

  return (
    <div className={`rich-text ${error ? 'is-invalid' : ''}`}>
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linking, setLinking] = useState(false);
  const run = () => editor.chain().focus();

  return (
    <div className="rich-text__bar">
      <div className="d-flex flex-wrap gap-1" role="toolbar" aria-label={text.toolbar}>
        <ButtonGroup size="sm">
          <Tool label={text.bold} icon="bi-type-bold" active={state.bold} onClick={() => run().toggleBold().run()} />
          <Tool label={text.italic} icon="bi-type-italic" active={state.italic} onClick={() => run().toggleItalic().run()} />
        </ButtonGroup>
        <ButtonGroup size="sm">
          <Tool label={text.heading2} icon="bi-type-h2" active={state.h2} onClick={() => run().toggleHeading({ level: 2 }).run()} />
          <Tool label={text.heading3} icon="bi-type-h3" active={state.h3} onClick={() => run().toggleHeading({ level: 3 }).run()} />
        </ButtonGroup>
        <ButtonGroup size="sm">
          <Tool label={text.bulletList} icon="bi-list-ul" active={state.bullet} onClick={() => run().toggleBulletList().run()} />
          <Tool label={text.orderedList} icon="bi-list-ol" active={state.ordered} onClick={() => run().toggleOrderedList().run()} />
          <Tool label={text.quote} icon="bi-quote" active={state.quote} onClick={() => run().toggleBlockquote().run()} />
          <Tool label={text.link} icon="bi-link-45deg" active={state.link || linking} onClick={() => setLinking((l) => !l)} />
        </ButtonGroup>
        <ButtonGroup size="sm" className="ms-auto">
          <Tool label={text.undo} icon="bi-arrow-counterclockwise" disabled={!state.canUndo} onClick={() => run().undo().run()} />
          <Tool label={text.redo} icon="bi-arrow-clockwise" disabled={!state.canRedo} onClick={() => run().redo().run()} />
        </ButtonGroup>
      </div>
      {linking && <LinkEditor editor={editor} current={state.href} onDone={() => setLinking(false)} />}
    </div>
  );
}

function Tool({ label, icon, active = false, disabled, onClick }: { label: string; icon: string; active?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    // Keeping the mouse from moving focus leaves the editor focused with its selection, so a
    // key typed right after the click already gets the new format (focus() restores it a frame late).
    <Button
      variant={active ? 'primary' : 'outline-secondary'}
      title={label}
      aria-label={label}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      <i className={`bi ${icon}`} aria-hidden="true" />
    </Button>
  );
}

/** The URL of a link on the selected text; only http(s) and mailto, like the server keeps. */
function LinkEditor({ editor, current, onDone }: { editor: Editor; current: string; onDone: () => void }): ReactNode {
  const [url, setUrl] = useState(current);
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const href = url.trim();
    if (!LINK.test(href)) return setInvalid(true);
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    onDone();
  };
  const unlink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };
  return (
    <div className="mt-2">
      <InputGroup size="sm" hasValidation>
        <Form.Control
          type="url"
          autoFocus
          value={url}
          placeholder={text.linkPlaceholder}
          aria-label={text.linkUrl}
          isInvalid={invalid}
          onChange={(e) => { setUrl(e.target.value); setInvalid(false); }}
          onKeyDown={(e) => {
            // Enter applies the link instead of submitting the whole form.
            if (e.key === 'Enter') { e.preventDefault(); apply(); }
            if (e.key === 'Escape') { e.preventDefault(); e.stopPropagation(); onDone(); }
          }}
        />
        <Button variant="primary" onClick={apply}>{text.linkApply}</Button>
        {current && <Button variant="outline-danger" onClick={unlink}>{text.linkRemove}</Button>}
        <Form.Control.Feedback type="invalid">{text.linkInvalid}</Form.Control.Feedback>
      </InputGroup>
    </div>
  );
}

import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import clsx from 'clsx';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

/** The same look the public /terms and /privacy pages give the HTML (landing/legal-page.tsx). */
const CONTENT_CLASS =
  'min-h-64 px-4 py-3 text-ink-700 outline-none [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:text-ink-900 [&_h2:first-child]:mt-0 [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-ink-900 [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_p:first-child]:mt-0 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6';

interface Tool {
  label: string;
  icon: LucideIcon;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const TOOLS: Tool[] = [
  {
    label: 'Bold',
    icon: Bold,
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    icon: Italic,
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Heading',
    icon: Heading2,
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Subheading',
    icon: Heading3,
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Bulleted list',
    icon: List,
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    icon: ListOrdered,
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

const toolClass = (isActive: boolean) =>
  clsx(
    'grid size-9 place-items-center rounded-lg text-ink-700 transition-colors hover:bg-ink-100',
    'focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-40',
    isActive && 'bg-brand-100 text-brand-800 hover:bg-brand-100',
  );

/**
 * The rich-text editor of the Terms of Service and Privacy Policy (TipTap's StarterKit):
 * headings, bold, italic, lists and links, stored as HTML. Loaded lazily: TipTap is only
 * fetched when one of these two editors opens. `onChange` gets '' for an empty document.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
}) {
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: CONTENT_CLASS,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-semibold text-ink-800">
        {label}
      </span>
      <div className="overflow-hidden rounded-xl border border-ink-200 bg-white shadow-xs focus-within:border-brand-500 focus-within:ring-4 focus-within:ring-brand-100">
        {editor ? (
          <Toolbar editor={editor} />
        ) : (
          <div className="h-[3.25rem] border-b border-ink-200 bg-ink-50" />
        )}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const [isLinking, setIsLinking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: TOOLS.map((tool) => tool.isActive(current)),
      isLink: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  return (
    <div className="border-b border-ink-200 bg-ink-50">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 p-1.5">
        {TOOLS.map((tool, index) => (
          <button
            key={tool.label}
            type="button"
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={state.active[index]}
            className={toolClass(Boolean(state.active[index]))}
            onClick={() => tool.run(editor)}
          >
            <tool.icon aria-hidden="true" className="size-4" />
          </button>
        ))}
        <button
          type="button"
          aria-label="Link"
          title="Link"
          aria-pressed={state.isLink}
          aria-expanded={isLinking}
          className={toolClass(state.isLink)}
          onClick={() => setIsLinking((open) => !open)}
        >
          <Link2 aria-hidden="true" className="size-4" />
        </button>
        <span aria-hidden="true" className="mx-1 w-px self-stretch bg-ink-200" />
        <button
          type="button"
          aria-label="Undo"
          title="Undo"
          disabled={!state.canUndo}
          className={toolClass(false)}
          onClick={() => editor.chain().focus().undo().run()}
        >
          <Undo2 aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          aria-label="Redo"
          title="Redo"
          disabled={!state.canRedo}
          className={toolClass(false)}
          onClick={() => editor.chain().focus().redo().run()}
        >
          <Redo2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      {isLinking && <LinkForm editor={editor} onDone={() => setIsLinking(false)} />}
    </div>
  );
}

/** Sets or removes the link on the selected text (a web, mail or site address). */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  function apply(event: { preventDefault(): void }) {
    event.preventDefault();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href.trim()) chain.setLink({ href: href.trim() }).run();
    else chain.unsetLink().run();
    onDone();
  }
  // A div, not a form: this sits inside the section's form, and forms cannot nest.
  return (
    <div
      className="flex flex-wrap items-end gap-2 border-t border-ink-200 p-2"
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply(event);
        if (event.key === 'Escape') onDone();
      }}
    >
      <TextField
        label="Link address"
        className="min-w-0 flex-1"
        inputMode="url"
        placeholder="https://…"
        autoFocus
        value={href}
        onChange={(event) => setHref(event.target.value)}
      />
      <Button size="sm" onClick={apply}>
        Apply
      </Button>
      <Button
        size="sm"
        variant="light"
        onClick={() => {
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
          onDone();
        }}
      >
        Remove link
      </Button>
    </div>
  );
}

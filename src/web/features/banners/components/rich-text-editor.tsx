import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Underline,
  type LucideIcon,
} from 'lucide-react';
import {
  useImperativeHandle,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { FieldError } from '@web/components/ui/form-field';
import { cn } from '@web/lib/cn';

export type RichTextEditorHandle = { focus: () => void };

type Tool = {
  label: string;
  shortcut?: string;
  icon: LucideIcon;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

const TOOLS: Tool[] = [
  {
    label: 'Bold',
    shortcut: 'Control+B',
    icon: Bold,
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    shortcut: 'Control+I',
    icon: Italic,
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Underline',
    shortcut: 'Control+U',
    icon: Underline,
    isActive: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
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

/** What a link may lead to: the same rule the server keeps (spec 01 §5). */
function linkAddress(typed: string): string | null {
  const value = typed.trim();
  if (!value) return null;
  if (/^\/(?![/\\])/.test(value)) return value;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return value;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/**
 * A small rich text editor (TipTap): bold, italic, underline, links, lists and headings, with
 * a toolbar that is one Tab stop (arrow keys move along it) and the usual shortcuts
 * (Ctrl+B, Ctrl+I, Ctrl+U, Ctrl+K for a link). `onChange` gets the HTML.
 */
export default function RichTextEditor({
  initialHtml,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  ref,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  ref?: Ref<RichTextEditorHandle>;
}) {
  const [linkOpen, setLinkOpen] = useState(false);
  const openLink = useRef<() => void>(() => {});
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { target: null, rel: null, class: null },
        },
      }),
    ],
    content: initialHtml,
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? '' : editor.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'banner-message min-h-32 px-3.5 py-2.5 outline-none',
      },
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openLink.current();
          return true;
        }
        return false;
      },
    },
  });
  openLink.current = () => setLinkOpen(true);
  useImperativeHandle(ref, () => ({ focus: () => editor?.commands.focus() }), [editor]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      tools: e ? TOOLS.map((tool) => tool.isActive(e)) : TOOLS.map(() => false),
      link: e?.isActive('link') ?? false,
      href: (e?.getAttributes('link').href as string | undefined) ?? '',
    }),
  });

  // Roving focus: the toolbar is one Tab stop; arrows, Home and End move along it.
  const [current, setCurrent] = useState(0);
  const toolbar = useRef<HTMLDivElement>(null);
  const count = TOOLS.length + 1;
  function onToolbarKey(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + count) % count;
    setCurrent(index);
    toolbar.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus();
  }

  return (
    <div
      className={cn(
        'rounded-xl border bg-white focus-within:border-forest-700',
        invalid ? 'border-red-700' : 'border-stone-300',
      )}
      style={{ '--banner-ink': 'var(--color-ink)' } as CSSProperties}
    >
      <div
        ref={toolbar}
        role="toolbar"
        aria-label="Formatting"
        onKeyDown={onToolbarKey}
        className="flex flex-wrap gap-1 border-b border-stone-200 p-1.5"
      >
        {TOOLS.map((tool, i) => (
          <ToolButton
            key={tool.label}
            label={tool.label}
            shortcut={tool.shortcut}
            icon={tool.icon}
            pressed={active?.tools[i] ?? false}
            tabIndex={current === i ? 0 : -1}
            onFocus={() => setCurrent(i)}
            onClick={() => editor && tool.run(editor)}
          />
        ))}
        <ToolButton
          label="Link"
          shortcut="Control+K"
          icon={Link2}
          pressed={active?.link ?? false}
          expanded={linkOpen}
          tabIndex={current === TOOLS.length ? 0 : -1}
          onFocus={() => setCurrent(TOOLS.length)}
          onClick={() => setLinkOpen((open) => !open)}
        />
      </div>
      {linkOpen && editor && (
        <LinkPanel
          initial={active?.href ?? ''}
          hasLink={active?.link ?? false}
          onDone={(href) => {
            setLinkOpen(false);
            const chain = editor.chain().focus().extendMarkRange('link');
            if (href === null) return void chain.run();
            if (href === '') return void chain.unsetLink().run();
            if (editor.state.selection.empty && !editor.isActive('link'))
              return void chain
                .insertContent({
                  type: 'text',
                  text: href,
                  marks: [{ type: 'link', attrs: { href } }],
                })
                .run();
            chain.setLink({ href }).run();
          }}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

function ToolButton({
  label,
  shortcut,
  icon: Icon,
  pressed,
  expanded,
  tabIndex,
  onFocus,
  onClick,
}: {
  label: string;
  shortcut?: string;
  icon: LucideIcon;
  pressed: boolean;
  expanded?: boolean;
  tabIndex: number;
  onFocus: () => void;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={expanded === undefined ? pressed : undefined}
      aria-expanded={expanded}
      aria-keyshortcuts={shortcut}
      title={shortcut ? `${label} (${shortcut.replace('Control', 'Ctrl')})` : label}
      tabIndex={tabIndex}
      onFocus={onFocus}
      // Keep the editor's selection: the button acts on it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-lg text-forest-900',
        pressed || expanded ? 'bg-sage-200 hover:bg-sage-200' : 'hover:bg-sage-100',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}

/** Where a link leads: typed in, applied to the selection (or added as its own text). */
function LinkPanel({
  initial,
  hasLink,
  onDone,
}: {
  initial: string;
  hasLink: boolean;
  /** The address to link to; '' removes the link; null changes nothing. */
  onDone: (href: string | null) => void;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const href = linkAddress(value);
    if (href === null)
      return setError(
        'Enter a web address (https://…), an e-mail link (mailto:…) or a Kindred page (/about).',
      );
    onDone(href);
  };
  return (
    <div className="grid gap-2 border-b border-stone-200 bg-sage-50 p-3">
      <label htmlFor="banner-link-address" className="text-sm font-medium">
        Link address
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id="banner-link-address"
          type="text"
          inputMode="url"
          autoFocus
          value={value}
          placeholder="https://example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'banner-link-error' : undefined}
          scale="sm"
          className="min-w-0 flex-1 basis-48"
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              onDone(null);
            }
          }}
        />
        <Button size="sm" onClick={apply}>
          Apply link
        </Button>
        {hasLink && (
          <Button size="sm" variant="outline" onClick={() => onDone('')}>
            Remove link
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => onDone(null)}>
          Cancel
        </Button>
      </div>
      <FieldError id="banner-link-error" message={error} />
    </div>
  );
}

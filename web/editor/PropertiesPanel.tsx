import { useState } from 'react';
import type {
  ChangeFieldsInputByType,
  ChangeOptions,
  ChangeType,
  NavTreeNode,
} from 'editor-engine';
import { STYLE_CONTROLS } from './editor-constants';
import type { ManifestEntry } from './manifest-client';

export type MakeChange = <T extends ChangeType>(
  type: T,
  fields: ChangeFieldsInputByType[T],
  options?: ChangeOptions,
) => void;

/** The selected element's source, classes, text, style and structure, each a change. */
export function Properties(props: {
  node: NavTreeNode;
  codebaseId: string;
  entry: ManifestEntry | undefined;
  suggestions: string[];
  multiIds: string[];
  makeChange: MakeChange;
}) {
  const { node, codebaseId, makeChange } = props;
  const [newClass, setNewClass] = useState('');
  const [newTag, setNewTag] = useState(node.tagName);
  const [text, setText] = useState(node.literalChildren.join(''));
  const [styles, setStyles] = useState<Record<string, string>>({});
  const ids = props.multiIds.length > 0 ? props.multiIds : [codebaseId];

  const addClass = async () => {
    const className = newClass.trim();
    if (!className) return;
    // The page's stylesheet may not have the class yet: send its CSS with the change.
    const css = await fetch(`/__editor/tailwind.css?classes=${encodeURIComponent(className)}`)
      .then((r) => (r.ok ? r.text() : ''))
      .catch(() => '');
    makeChange(
      'ADD_CLASS',
      { codebaseIdToAddClass: codebaseId, className, addingTailwindClass: true },
      css ? { cssEquivalent: css } : {},
    );
    setNewClass('');
  };

  return (
    <div className="props">
      <dl>
        <dt>Element</dt>
        <dd>
          &lt;{node.tagName}&gt; {node.isComponent ? `(${node.name})` : ''}
        </dd>
        {props.entry ? (
          <>
            <dt>Source</dt>
            <dd>
              {props.entry.file}:{props.entry.line}:{props.entry.column + 1}
              {props.entry.component ? ` in ${props.entry.component}` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      <h3>Classes</h3>
      <ul className="classes" aria-label="Classes">
        {node.directlySetClassList.map((cls) => (
          <li key={cls}>
            <code>{cls}</code>
            <button
              type="button"
              aria-label={`Remove class ${cls}`}
              onClick={() =>
                makeChange('REMOVE_CLASS', { codebaseIdToRemoveClass: codebaseId, className: cls })
              }
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void addClass();
        }}
      >
        <label htmlFor="add-class">Add class</label>
        <input
          id="add-class"
          list="tailwind-classes"
          value={newClass}
          onChange={(e) => setNewClass(e.target.value)}
          placeholder="e.g. text-brand-600"
        />
        <datalist id="tailwind-classes">
          {props.suggestions
            .filter((s) => newClass.length >= 2 && s.startsWith(newClass))
            .slice(0, 50)
            .map((s) => (
              <option key={s} value={s} />
            ))}
        </datalist>
        <button type="submit">Add</button>
      </form>
      <h3>Text</h3>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          makeChange('EDIT_TEXT', {
            codebaseIdToEditText: codebaseId,
            newText: text,
            oldText: node.literalChildren.join(''),
          });
        }}
      >
        <label htmlFor="edit-text">Text</label>
        <textarea id="edit-text" value={text} onChange={(e) => setText(e.target.value)} rows={2} />
        <button type="submit">Set text</button>
      </form>
      <h3>Style</h3>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const stylingChanges = Object.fromEntries(
            Object.entries(styles).filter(([, v]) => v.trim() !== ''),
          );
          if (Object.keys(stylingChanges).length > 0)
            makeChange('STYLING', { codebaseId, stylingChanges });
        }}
      >
        {STYLE_CONTROLS.map((control) => (
          <div key={control.property} className="field">
            <label htmlFor={`style-${control.property}`}>{control.label}</label>
            <input
              id={`style-${control.property}`}
              placeholder={control.placeholder}
              value={styles[control.property] ?? ''}
              onChange={(e) => setStyles((s) => ({ ...s, [control.property]: e.target.value }))}
            />
          </div>
        ))}
        <button type="submit">Apply style</button>
      </form>
      <h3>Structure</h3>
      <div className="actions">
        <button type="button" onClick={() => makeChange('WRAP_DIV', { codebaseIdsToWrap: ids })}>
          Wrap in div
        </button>
        <button
          type="button"
          onClick={() => makeChange('DUPLICATE', { codebaseIdsToDuplicate: ids })}
        >
          Duplicate
        </button>
        <button
          type="button"
          onClick={() => makeChange('REMOVE_JSX', { codebaseIdsToRemove: ids })}
        >
          Delete
        </button>
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (newTag.trim())
            makeChange('CHANGE_TAG', { codebaseIdToChange: codebaseId, newTagName: newTag.trim() });
        }}
      >
        <label htmlFor="change-tag">Tag</label>
        <input id="change-tag" value={newTag} onChange={(e) => setNewTag(e.target.value)} />
        <button type="submit">Change tag</button>
      </form>
    </div>
  );
}

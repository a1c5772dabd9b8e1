import { useRef, useState, type KeyboardEvent } from 'react';
import type { NavTreeNode } from 'editor-engine';

/** The page's elements as a keyboard-navigable tree (arrows move and fold, Enter selects). */
export function Layers(props: {
  tree: NavTreeNode;
  selected: readonly string[];
  hovered: string | null;
  onSelect: (key: string) => void;
}) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const rows: { node: NavTreeNode; depth: number }[] = [];
  const walk = (node: NavTreeNode, depth: number) => {
    rows.push({ node, depth });
    if (!collapsed.has(node.tempoElement))
      for (const child of node.children) walk(child, depth + 1);
  };
  walk(props.tree, 0);
  const [focus, setFocus] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const toggle = (key: string, open?: boolean) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      const isOpen = !next.has(key);
      if (open ?? !isOpen) next.delete(key);
      else next.add(key);
      return next;
    });
  const onKeyDown = (event: KeyboardEvent) => {
    const row = rows[focus];
    if (!row) return;
    let next = focus;
    if (event.key === 'ArrowDown') next = Math.min(rows.length - 1, focus + 1);
    else if (event.key === 'ArrowUp') next = Math.max(0, focus - 1);
    else if (event.key === 'ArrowRight') toggle(row.node.tempoElement, true);
    else if (event.key === 'ArrowLeft') toggle(row.node.tempoElement, false);
    else if (event.key === 'Enter' || event.key === ' ') props.onSelect(row.node.tempoElement);
    else return;
    event.preventDefault();
    setFocus(next);
    const el = listRef.current?.querySelectorAll<HTMLElement>('[role="treeitem"]')[next];
    el?.focus();
  };
  return (
    <ul role="tree" aria-label="Page elements" ref={listRef} onKeyDown={onKeyDown}>
      {rows.map(({ node, depth }, i) => {
        const key = node.tempoElement;
        const hasChildren = node.children.length > 0;
        return (
          <li
            key={key}
            role="treeitem"
            aria-level={depth + 1}
            aria-selected={props.selected.includes(key)}
            aria-expanded={hasChildren ? !collapsed.has(key) : undefined}
            tabIndex={i === focus ? 0 : -1}
            data-key={key}
            className={key === props.hovered ? 'hovered' : undefined}
            style={{ paddingLeft: depth * 12 }}
            onClick={() => {
              setFocus(i);
              props.onSelect(key);
            }}
          >
            {hasChildren ? (
              <button
                type="button"
                className="twisty"
                aria-label={collapsed.has(key) ? 'Expand' : 'Collapse'}
                tabIndex={-1}
                onClick={(e) => {
                  e.stopPropagation();
                  toggle(key);
                }}
              >
                {collapsed.has(key) ? '▸' : '▾'}
              </button>
            ) : (
              <span className="twisty" />
            )}
            <span className="name">{node.name}</span>
            {node.isComponent ? <span className="tag"> &lt;{node.tagName}&gt;</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

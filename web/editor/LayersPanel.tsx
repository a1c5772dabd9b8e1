import { memo, useCallback, useRef, useState, type KeyboardEvent } from 'react';
import type { NavTreeNode } from 'editor-engine';

/**
 * One element of the tree; re-rendered only when something of its own changes (the tree keeps
 * an unchanged element's node from one update to the next).
 */
const LayerRow = memo(function LayerRow(props: {
  node: NavTreeNode;
  index: number;
  depth: number;
  selected: boolean;
  hovered: boolean;
  focused: boolean;
  collapsed: boolean;
  onPick: (index: number, key: string) => void;
  onToggle: (key: string) => void;
}) {
  const { node, collapsed } = props;
  const key = node.tempoElement;
  const hasChildren = node.children.length > 0;
  return (
    <li
      role="treeitem"
      aria-level={props.depth + 1}
      aria-selected={props.selected}
      aria-expanded={hasChildren ? !collapsed : undefined}
      tabIndex={props.focused ? 0 : -1}
      data-key={key}
      className={props.hovered ? 'hovered' : undefined}
      style={{ paddingLeft: props.depth * 12 }}
      onClick={() => props.onPick(props.index, key)}
    >
      {hasChildren ? (
        <button
          type="button"
          className="twisty"
          aria-label={collapsed ? 'Expand' : 'Collapse'}
          tabIndex={-1}
          onClick={(e) => {
            e.stopPropagation();
            props.onToggle(key);
          }}
        >
          {collapsed ? '▸' : '▾'}
        </button>
      ) : (
        <span className="twisty" />
      )}
      <span className="name">{node.name}</span>
      {node.isComponent ? <span className="tag"> &lt;{node.tagName}&gt;</span> : null}
    </li>
  );
});

/**
 * The page's elements as a keyboard-navigable tree (arrows move and fold, Enter selects).
 * Re-rendered only when the tree, the selection or the hovered element changes.
 */
export const Layers = memo(function Layers(props: {
  tree: NavTreeNode;
  selected: readonly string[];
  hovered: string | null;
  onSelect: (key: string) => void;
}) {
  const { onSelect } = props;
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
  const toggle = useCallback(
    (key: string, open?: boolean) =>
      setCollapsed((prev) => {
        const next = new Set(prev);
        const isOpen = !next.has(key);
        if (open ?? !isOpen) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );
  const pick = useCallback(
    (index: number, key: string) => {
      setFocus(index);
      onSelect(key);
    },
    [onSelect],
  );
  const onKeyDown = (event: KeyboardEvent) => {
    const row = rows[focus];
    if (!row) return;
    let next = focus;
    if (event.key === 'ArrowDown') next = Math.min(rows.length - 1, focus + 1);
    else if (event.key === 'ArrowUp') next = Math.max(0, focus - 1);
    else if (event.key === 'ArrowRight') toggle(row.node.tempoElement, true);
    else if (event.key === 'ArrowLeft') toggle(row.node.tempoElement, false);
    else if (event.key === 'Enter' || event.key === ' ') onSelect(row.node.tempoElement);
    else return;
    event.preventDefault();
    setFocus(next);
    const el = listRef.current?.querySelectorAll<HTMLElement>('[role="treeitem"]')[next];
    el?.focus();
  };
  return (
    <ul role="tree" aria-label="Page elements" ref={listRef} onKeyDown={onKeyDown}>
      {rows.map(({ node, depth }, i) => (
        <LayerRow
          key={node.tempoElement}
          node={node}
          index={i}
          depth={depth}
          selected={props.selected.includes(node.tempoElement)}
          hovered={node.tempoElement === props.hovered}
          focused={i === focus}
          collapsed={collapsed.has(node.tempoElement)}
          onPick={pick}
          onToggle={toggle}
        />
      ))}
    </ul>
  );
});

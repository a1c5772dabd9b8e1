/**
 * React 19 internals read from the DOM: the fiber and props React keeps on each host element
 * (`__reactFiber$…`, `__reactProps$…`). React 19 has no `_debugSource`; where an element is
 * written comes from the codebase-id manifest instead.
 */

/** The subset of a React fiber this layer reads. */
export interface Fiber {
  tag: number;
  type: unknown;
  elementType?: unknown;
  return: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
  memoizedProps: Record<string, unknown> | null;
  memoizedState: unknown;
  stateNode: unknown;
}

// Fiber tags (react-reconciler/src/ReactWorkTags).
const FUNCTION_COMPONENT = 0;
const CLASS_COMPONENT = 1;
const HOST_COMPONENT = 5;
const FORWARD_REF = 11;
const MEMO = 14;
const SIMPLE_MEMO = 15;
const HOST_HOISTABLE = 26;
const HOST_SINGLETON = 27;
const COMPONENT_TAGS = new Set([
  FUNCTION_COMPONENT,
  CLASS_COMPONENT,
  FORWARD_REF,
  MEMO,
  SIMPLE_MEMO,
]);
const HOST_TAGS = new Set([HOST_COMPONENT, HOST_HOISTABLE, HOST_SINGLETON]);

let fiberKey: string | null = null;
let propsKey: string | null = null;

function findKeys(element: Element): void {
  if (fiberKey && propsKey) return;
  for (const key of Object.keys(element)) {
    if (key.startsWith('__reactFiber$')) fiberKey = key;
    else if (key.startsWith('__reactProps$')) propsKey = key;
  }
}

export function fiberOf(element: Element): Fiber | null {
  findKeys(element);
  if (!fiberKey) return null;
  return ((element as unknown as Record<string, unknown>)[fiberKey] as Fiber | undefined) ?? null;
}

export function reactPropsOf(element: Element): Record<string, unknown> | null {
  findKeys(element);
  if (!propsKey) return null;
  return (
    ((element as unknown as Record<string, unknown>)[propsKey] as
      Record<string, unknown> | undefined) ?? null
  );
}

export function componentName(type: unknown): string | null {
  if (typeof type === 'function') {
    const fn = type as { displayName?: string; name?: string };
    return fn.displayName || fn.name || null;
  }
  if (typeof type === 'object' && type !== null) {
    const wrapped = type as { displayName?: string; render?: unknown; type?: unknown };
    if (wrapped.displayName) return wrapped.displayName;
    return componentName(wrapped.render ?? wrapped.type);
  }
  return null;
}

/** The component whose outermost host element this is, if any. */
export function componentNameOf(element: Element): string | null {
  let fiber = fiberOf(element)?.return ?? null;
  while (fiber) {
    if (HOST_TAGS.has(fiber.tag)) return null;
    if (COMPONENT_TAGS.has(fiber.tag)) {
      // Skip the router's and libraries' anonymous wrappers.
      const name = componentName(fiber.type);
      if (name) return name;
    }
    fiber = fiber.return;
  }
  return null;
}

/** The nearest component fiber above the element, or the nearest named `name`. */
export function componentFiberOf(element: Element, name?: string | null): Fiber | null {
  let fiber = fiberOf(element)?.return ?? null;
  while (fiber) {
    if (COMPONENT_TAGS.has(fiber.tag)) {
      const own = componentName(fiber.type);
      if (!name || own === name) return fiber;
    }
    fiber = fiber.return;
  }
  return null;
}

/** Hook states of a function component (its memoized state list), or a class's state. */
export function stateOf(fiber: Fiber): unknown {
  if (fiber.tag === CLASS_COMPONENT) return fiber.memoizedState;
  const states: unknown[] = [];
  let hook = fiber.memoizedState as { memoizedState: unknown; next: unknown } | null;
  while (hook && typeof hook === 'object' && 'next' in hook) {
    states.push(hook.memoizedState);
    hook = hook.next as typeof hook;
  }
  return states;
}

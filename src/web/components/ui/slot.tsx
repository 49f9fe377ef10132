import { cloneElement, isValidElement, type ReactNode, type Ref } from 'react';

type Props = Record<string, unknown> & { children?: ReactNode };

/**
 * Radix's Slot as the app's `asChild` uses it, without Radix in the first download (issue 14):
 * the one child element is drawn with these props merged into its own. The child's props win,
 * except that classes are joined, styles merged, both event handlers run (the child's first)
 * and both refs are set.
 */
export function Slot({ children, ...slotProps }: Props) {
  if (!isValidElement<Props>(children)) return null;
  const childProps = children.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function')
      merged[name] =
        typeof childValue === 'function'
          ? (...args: unknown[]) => {
              const result: unknown = childValue(...args);
              slotValue(...args);
              return result;
            }
          : slotValue;
    else if (name === 'style')
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    else if (name === 'className')
      merged.className = [slotValue, childValue].filter(Boolean).join(' ');
  }
  const refs = [slotProps.ref, childProps.ref].filter(Boolean) as Ref<unknown>[];
  if (refs.length > 1)
    merged.ref = (node: unknown) => {
      for (const ref of refs)
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
    };
  return cloneElement(children, merged);
}

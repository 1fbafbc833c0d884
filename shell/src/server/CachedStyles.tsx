import { useContext, useMemo, type ReactNode } from 'react';
import { StyleSheetContext, type IStyleSheetContext } from 'styled-components';

type Stylis = IStyleSheetContext['stylis'];

/** Rule sets kept per stylis instance: the site's styled components, with a margin for what their props vary. */
const MAX_KEPT = 20_000;

const cachedOf = new WeakMap<Stylis, Stylis>();

/**
 * `stylis` remembering its output. styled-components compiles a component's CSS with stylis
 * whenever a style sheet does not hold its class yet, and a server render starts with an empty
 * sheet (each page must carry its own styles only): without this, every render compiles every
 * rule set it shows again. The output is a function of the arguments alone, and the class names
 * come from `hash`, kept as it is, so the rules and names are the ones stylis would give.
 */
export function cachedStylis(stylis: Stylis): Stylis {
  const known = cachedOf.get(stylis);
  if (known) return known;
  const kept = new Map<string, string[]>();
  const cached = ((css: string, selector?: string, prefix?: string, componentId?: string) => {
    // Arguments left out stay left out: stylis has its own defaults for them.
    const key = `${componentId}\u0000${selector}\u0000${prefix}\u0000${css}`;
    let rules = kept.get(key);
    if (!rules) {
      rules = stylis(css, selector, prefix, componentId);
      // The oldest go first: props that vary without end must not grow the worker's heap.
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, rules);
    }
    return rules;
  }) as Stylis;
  cached.hash = stylis.hash;
  cachedOf.set(stylis, cached);
  return cached;
}

/**
 * Inside a render's style sheet (ServerStyleSheet.collectStyles), has its styled components
 * compile their CSS through `cachedStylis`: the sheet still gets exactly the rules this page
 * shows, but rules compiled for an earlier page are not compiled again.
 */
export function CachedStyles({ children }: { children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  const value = useMemo(() => ({ ...context, stylis: cachedStylis(context.stylis) }), [context]);
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>;
}

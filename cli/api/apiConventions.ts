/**
 * A component library's own conventions that its declarations do not spell out: which global class a component
 * applies for a key of its classes object, and under which theme key its default props are set. A plugin gives them
 * (`apiConventions`); they are applied to the extracted data when pages are made, so the cached extraction is the
 * same whatever conventions a site uses.
 */
import type { ComponentApi, CssClassApi, PackageApi } from './types.ts';
import { unprefixedName } from './unprefixedName.ts';

export interface ApiConventions {
  /**
   * The class `component` (its name without an `Unstable_` prefix) of `packageName` applies for `key`, and whether the
   * key names a state shared by every component; undefined keeps the class the declarations give.
   */
  className?(packageName: string, component: string, key: string): { className: string; state: boolean } | undefined;
  /** The key of the theme's `components` that sets the component's default props (e.g. `MuiButton`); undefined for none. */
  themeDefaultPropsName?(component: ComponentApi): string | undefined;
}

/** The conventions of several plugins as one: for each question, the first plugin that answers it. */
export function combinedConventions(all: readonly ApiConventions[]): ApiConventions {
  return {
    className: (packageName, component, key) => firstAnswer(all, (conventions) => conventions.className?.(packageName, component, key)),
    themeDefaultPropsName: (component) => firstAnswer(all, (conventions) => conventions.themeDefaultPropsName?.(component)),
  };
}

function firstAnswer<T>(all: readonly ApiConventions[], ask: (conventions: ApiConventions) => T | undefined): T | undefined {
  for (const conventions of all) {
    const answer = ask(conventions);
    if (answer !== undefined) return answer;
  }
  return undefined;
}

/** `api` with its components' class names (and the slots' classes of the same key) as the conventions name them. */
export function withConventionalClassNames(api: PackageApi, conventions: ApiConventions): PackageApi {
  if (!conventions.className) return api;
  const components = api.components.map((component) => {
    if (component.classes.length === 0) return component;
    const plain = unprefixedName(component.name);
    const classes: CssClassApi[] = component.classes.map((cssClass) => ({
      ...cssClass,
      ...conventions.className?.(api.packageName, plain, cssClass.key),
    }));
    const slots = component.slots.map((slot) => {
      const className = classes.find((cssClass) => cssClass.key === slot.name)?.className;
      return className ? { ...slot, className } : slot;
    });
    return { ...component, classes, slots };
  });
  return { ...api, components };
}

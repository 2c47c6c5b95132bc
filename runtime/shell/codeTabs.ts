/**
 * Code tab groups: selecting a tab shows its panel in every group sharing the storage key, and the choice is remembered.
 * A group with an empty key (a tab component given no sync key) changes alone and is not remembered.
 */

function select(group: HTMLElement, value: string): boolean {
  const tabs = Array.from(group.querySelectorAll<HTMLElement>('[role="tab"]'));
  if (!tabs.some((tab) => tab.dataset.tabValue === value)) return false;
  for (const tab of tabs) {
    const selected = tab.dataset.tabValue === value;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
  group.querySelectorAll<HTMLElement>('[role="tabpanel"]').forEach((panel) => {
    panel.hidden = panel.dataset.tabValue !== value;
  });
  return true;
}

function selectEverywhere(key: string, value: string): void {
  document.querySelectorAll<HTMLElement>(`[data-code-tabs="${CSS.escape(key)}"]`).forEach((group) => select(group, value));
}

function remembered(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function mountCodeTabs(): void {
  const groups = Array.from(document.querySelectorAll<HTMLElement>('[data-code-tabs]'));
  if (!groups.length) return;
  for (const group of groups) {
    const key = group.dataset.codeTabs;
    const stored = key && remembered(key);
    if (stored) select(group, stored);
  }
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest?.<HTMLElement>('[data-code-tabs] [role="tab"]');
    if (!tab) return;
    const group = tab.closest<HTMLElement>('[data-code-tabs]')!;
    const key = group.dataset.codeTabs!;
    if (!key) {
      select(group, tab.dataset.tabValue!);
      return;
    }
    selectEverywhere(key, tab.dataset.tabValue!);
    try {
      localStorage.setItem(key, tab.dataset.tabValue!);
    } catch {
      // Without storage the choice lasts for this page.
    }
  });
  document.addEventListener('keydown', (event) => {
    const tab = (event.target as Element).closest?.<HTMLElement>('[data-code-tabs] [role="tab"]');
    if (!tab || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    const tabs = Array.from(tab.parentElement!.querySelectorAll<HTMLElement>('[role="tab"]'));
    const rtl = document.documentElement.dir === 'rtl';
    const step = (event.key === 'ArrowRight') !== rtl ? 1 : -1;
    const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length];
    next.focus();
    next.click();
    event.preventDefault();
  });
}

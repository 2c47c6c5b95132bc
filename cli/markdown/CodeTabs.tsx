/** React side of code tabs: one tab per fenced block, named by its label. */
import * as React from 'react';
import { TabGroup } from '../../templates/code/TabGroup.tsx';

export function CodeTabs({ storageKey, labels, children }: { storageKey: string; labels: string; children?: React.ReactNode }) {
  const names = JSON.parse(labels) as string[];
  const panels = React.Children.toArray(children).filter((child) => React.isValidElement(child));
  return <TabGroup syncKey={storageKey} tabs={panels.map((panel, i) => ({ label: names[i], panel }))} />;
}

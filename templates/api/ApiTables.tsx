/** The tables of an API page: props (or hook parameters and return fields), CSS classes and slots. */
import * as React from 'react';
import Chip from '@mui/material/Chip';
import type { CssClassApi, PropApi, SlotApi, TypeText } from './apiRecord.ts';
import { InlineMarkdown } from './InlineMarkdown.tsx';

/** Wraps a table the way Markdown tables are wrapped, so wide ones scroll sideways instead of widening the page. */
function TableFrame({ head, children }: { head: string[]; children: React.ReactNode }) {
  return (
    <div className="MuiTable-wrapper" tabIndex={0}>
      <table>
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A shortened type opens to its full text, without script. */
function TypeCell({ type }: { type: TypeText }) {
  if (!type.full) return <code>{type.text}</code>;
  return (
    <details>
      <summary>
        <code>{type.text}</code>
      </summary>
      <code>{type.full}</code>
    </details>
  );
}

/** Props, hook parameters or return fields: name (required marked, deprecated struck through), type, default, description. */
export function PropsTable({ rows, withDefault = true }: { rows: readonly PropApi[]; withDefault?: boolean }) {
  return (
    <TableFrame head={withDefault ? ['Name', 'Type', 'Default', 'Description'] : ['Name', 'Type', 'Description']}>
      {rows.map((row) => {
        const name = <code>{row.name}</code>;
        return (
          <tr key={row.name}>
            <td>
              {row.deprecated !== undefined ? <s>{name}</s> : name}
              {row.required ? (
                <>
                  <span aria-hidden="true">*</span>
                  <span className="visually-hidden"> required</span>
                </>
              ) : null}
            </td>
            <td>
              <TypeCell type={row.type} />
            </td>
            {withDefault ? <td>{row.default !== undefined ? <code>{row.default}</code> : null}</td> : null}
            <td>
              {row.deprecated !== undefined ? (
                <>
                  <Chip label="Deprecated" size="small" color="warning" variant="outlined" /> <InlineMarkdown text={row.deprecated} />{' '}
                </>
              ) : null}
              <InlineMarkdown text={row.description} />
            </td>
          </tr>
        );
      })}
    </TableFrame>
  );
}

/** Classes: the key as it is written in `classes` / `styleOverrides`, the global class, the description. */
export function ClassesTable({ rows }: { rows: readonly CssClassApi[] }) {
  return (
    <TableFrame head={['Rule name', 'Global class', 'Description']}>
      {rows.map((row) => (
        <tr key={row.key}>
          <td>
            <code>{row.key}</code>
          </td>
          <td>
            <code>.{row.className}</code>
          </td>
          <td>
            <InlineMarkdown text={row.description} />
          </td>
        </tr>
      ))}
    </TableFrame>
  );
}

/** Slots: name, class, default element or component, description. */
export function SlotsTable({ rows }: { rows: readonly SlotApi[] }) {
  return (
    <TableFrame head={['Slot name', 'Class name', 'Default component', 'Description']}>
      {rows.map((row) => (
        <tr key={row.name}>
          <td>
            <code>{row.name}</code>
          </td>
          <td>{row.className ? <code>.{row.className}</code> : null}</td>
          <td>{row.default !== undefined ? <code>{row.default}</code> : null}</td>
          <td>
            <InlineMarkdown text={row.description} />
          </td>
        </tr>
      ))}
    </TableFrame>
  );
}

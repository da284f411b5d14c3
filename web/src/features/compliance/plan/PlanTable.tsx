import type { ReactNode } from 'react';

/** A captioned table that scrolls sideways on narrow screens (focusable, so the keyboard can scroll it). */
export function PlanTable({ caption, headers, rows, testId }: { caption: string; headers: readonly string[]; rows: readonly { key: string; cells: ReactNode[] }[]; testId: string }) {
  return (
    <div className="plan-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="plan-table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) => (i === 0 ? <th key={i} scope="row">{cell}</th> : <td key={i}>{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Rule above its location, as the PDF and the CSV name a finding. */
export function FindingCell({ rule, file, line }: { rule: string; file: string | null; line: number | null }) {
  return (
    <>
      <span className="plan-rule">{rule}</span>
      {file ? <span className="plan-location">{`${file}:${line ?? 0}`}</span> : null}
    </>
  );
}

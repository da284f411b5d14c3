/** The options of a native select, one per value, worded by `label`. */
export function SelectOptions<Value extends string>({ values, label }: { values: readonly Value[]; label: (value: Value) => string }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
}

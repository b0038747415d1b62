/**
 * An article type: its colour as a dot beside the name, so the text keeps full contrast whatever
 * colour an admin picked.
 */
export function TypeBadge({ type }: { type: { name: string; color: string } }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-900">
      <span
        aria-hidden="true"
        className="inline-block size-3 rounded-full ring-1 ring-slate-400"
        style={{ backgroundColor: type.color }}
      />
      {type.name}
    </span>
  )
}

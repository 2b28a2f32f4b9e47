/** A decorative sketch of the dashboard; screen readers skip it, the copy beside it says the same. */
export function LedgerPreview() {
  const rows = [
    {
      title: 'Harbour at Dusk',
      image: '/landing/harbour-at-dusk.webp',
      meta: 'Oil painting · 2024',
      status: 'Sold',
      tone: 'bg-stone-100 text-stone-700',
      price: '$4,200.00',
    },
    {
      title: 'Quiet Field No. 3',
      image: '/landing/quiet-field.webp',
      meta: 'Watercolor · 2023',
      status: 'Consigned',
      tone: 'bg-blue-100 text-blue-800',
      price: '$1,850.00',
    },
    {
      title: 'Study in Ochre',
      image: '/landing/study-in-ochre.webp',
      meta: 'Acrylic painting · 2024',
      status: 'Available',
      tone: 'bg-green-100 text-green-800',
      price: '$960.00',
    },
  ];
  return (
    <div aria-hidden="true" className="relative">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-indigo-100 via-stone-100 to-amber-50" />
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xl sm:p-6">
        <div className="grid grid-cols-3 gap-3">
          {[
            ['Artworks', '48'],
            ['Sold this year', '12'],
            ['Net revenue', '$18,420'],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl border border-stone-200 p-2.5 sm:p-3">
              <p className="text-xs text-stone-600">{label}</p>
              <p className="tabular mt-1 text-base font-semibold whitespace-nowrap text-stone-900 sm:text-xl">
                {value}
              </p>
            </div>
          ))}
        </div>
        <ul className="mt-5 divide-y divide-stone-100">
          {rows.map((row) => (
            <li key={row.title} className="flex items-center gap-3 py-3">
              <img
                src={row.image}
                alt=""
                width={44}
                height={44}
                className="size-11 shrink-0 rounded-lg bg-stone-200 object-cover"
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-stone-900">{row.title}</span>
                <span className="block truncate text-xs text-stone-600">{row.meta}</span>
              </span>
              <span className={`hidden rounded-full px-2 py-0.5 text-xs font-medium sm:inline ${row.tone}`}>
                {row.status}
              </span>
              <span className="tabular text-sm font-medium text-stone-900">{row.price}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export const menuContentClasses =
  'z-50 min-w-56 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg data-[state=open]:animate-[menu-in_120ms_ease-out]';

export const menuItemClasses =
  'flex min-h-10 w-full items-center gap-3 rounded-lg px-3 text-sm text-stone-800 outline-none select-none ' +
  'data-[highlighted]:bg-stone-100 data-[highlighted]:text-stone-900';

export const menuLabelClasses = 'px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase';

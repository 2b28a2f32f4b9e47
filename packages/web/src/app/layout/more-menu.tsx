import { ChevronDown, Sparkles } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { menuContentClasses, menuItemClasses, menuLabelClasses } from './menu-styles';
import type { NavItem, NavModel } from './nav-model';

function MenuLink({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return (
    <DropdownMenu.Item asChild className={menuItemClasses}>
      <Link to={item.to}>
        <Icon aria-hidden="true" className="size-4 text-stone-600" />
        {item.label}
      </Link>
    </DropdownMenu.Item>
  );
}

export function MoreMenu({ model }: { model: NavModel }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900 data-[state=open]:bg-stone-100">
        More
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClasses}>
          {model.more.length > 0 && (
            <DropdownMenu.Label className={menuLabelClasses}>Tools</DropdownMenu.Label>
          )}
          {model.more.map((item) => (
            <MenuLink key={item.to} item={item} />
          ))}
          {model.canUnlockMore && (
            <>
              {model.more.length > 0 && <DropdownMenu.Separator className="my-1.5 h-px bg-stone-200" />}
              <DropdownMenu.Item asChild className={menuItemClasses}>
                <Link to="/subscription">
                  <Sparkles aria-hidden="true" className="size-4 text-indigo-600" />
                  Upgrade for more tools
                </Link>
              </DropdownMenu.Item>
            </>
          )}
          {model.admin.length > 0 && (
            <>
              <DropdownMenu.Separator className="my-1.5 h-px bg-stone-200" />
              <DropdownMenu.Label className={menuLabelClasses}>Admin</DropdownMenu.Label>
              {model.admin.map((item) => (
                <MenuLink key={item.to} item={item} />
              ))}
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

import type * as React from "react";
import { cn } from "../../lib/cn.ts";

/**
 * A component that renders `Comp` (a tag name or a Radix part) with `base` classes, merged
 * before the caller's `className`; every other prop, `ref` included (React 19), passes through.
 */
export function styled<C extends React.ElementType>(Comp: C, base: string, name: string) {
  const Element = Comp as React.ElementType;
  function Styled({ className, ...props }: React.ComponentProps<C> & { className?: string }) {
    return <Element className={cn(base, className)} {...props} />;
  }
  Styled.displayName = name;
  return Styled;
}

/**
 * Floating content (menu, popover, tooltip) rendered in its Radix portal, with `base` classes
 * and default props (offset, alignment) that the caller may override.
 */
export function portalled<C extends React.ElementType>(
  Primitive: { Portal: React.ComponentType<{ children?: React.ReactNode }>; Content: C },
  base: string,
  defaults: Partial<React.ComponentProps<C>>,
) {
  const Inner = styled(Primitive.Content, base, "PortalledContent");
  return function Portalled(props: React.ComponentProps<C> & { className?: string }) {
    return (
      <Primitive.Portal>
        <Inner {...defaults} {...props} />
      </Primitive.Portal>
    );
  };
}

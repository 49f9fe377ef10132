import {
  useId,
  useRef,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type RefObject,
} from 'react';
import { SectionHeading } from './section-heading';

/**
 * A super admin section: a `<section>` named by its heading, the heading with what the section is
 * for (`intro`) and its main action (`SectionHeading`), and the id that ties the two together.
 * A section whose dialogs hand the focus back to its heading passes `headingRef`.
 */
export function HeadedSection({
  title,
  intro,
  action,
  headingRef,
  headingClassName,
  children,
  ...section
}: Omit<ComponentPropsWithoutRef<'section'>, 'title' | 'className' | 'aria-labelledby'> & {
  title: string;
  /** What the section is for: one paragraph or more. */
  intro: ReactNode;
  action?: ReactNode;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** The class of the heading and intro's block (a width, say). */
  headingClassName?: string;
}) {
  const id = `${useId()}-heading`;
  const ownHeading = useRef<HTMLHeadingElement>(null);
  return (
    <section {...section} aria-labelledby={id} className="grid gap-4">
      <SectionHeading
        id={id}
        headingRef={headingRef ?? ownHeading}
        className={headingClassName}
        title={title}
        action={action}
      >
        {intro}
      </SectionHeading>
      {children}
    </section>
  );
}

import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "./card.tsx";

/**
 * A card with a title and description; `icon` stands before them and `action` (a button)
 * beside them; `children`, when given, form the card's content.
 */
export function TitledCard(props: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
  titleClassName?: string;
  descriptionClassName?: string;
  contentClassName?: string;
  children?: ReactNode;
}) {
  const heading = (
    <>
      <CardTitle className={props.titleClassName}>{props.title}</CardTitle>
      {props.description && (
        <CardDescription className={props.descriptionClassName}>{props.description}</CardDescription>
      )}
    </>
  );
  const side = props.icon ?? props.action;
  return (
    <Card className={props.className}>
      {side ? (
        <CardHeader className={cn("flex-row items-start gap-3", props.action && "flex-wrap justify-between")}>
          {props.icon}
          <div className="space-y-1.5">{heading}</div>
          {props.action}
        </CardHeader>
      ) : (
        <CardHeader>{heading}</CardHeader>
      )}
      {props.children && <CardContent className={props.contentClassName}>{props.children}</CardContent>}
    </Card>
  );
}

import { type VariantProps, cva } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

export const cardVariants = cva(
  "flex rounded-xl border text-card-foreground shadow-sm",
  {
    variants: {
      tone: {
        default: "bg-card",
        highlight: "border-primary/20 bg-secondary/60",
      },
      layout: {
        stack: "flex-col gap-4 p-6",
        roomy: "flex-col gap-6 p-6 sm:p-8",
        row: "flex-row gap-4 p-5",
      },
    },
    defaultVariants: { tone: "default", layout: "stack" },
  },
);

export function Card({
  className,
  tone,
  layout,
  ...props
}: ComponentProps<"div"> & VariantProps<typeof cardVariants>) {
  return (
    <div
      data-slot="card"
      className={cn(cardVariants({ tone, layout }), className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="card-header"
      className={cn("flex flex-col gap-2", className)}
      {...props}
    />
  );
}

export function CardTitle({
  className,
  children,
  ...props
}: ComponentProps<"h3">) {
  return (
    <h3
      data-slot="card-title"
      className={cn("text-lg leading-snug font-bold", className)}
      {...props}
    >
      {children}
    </h3>
  );
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return (
    <p
      data-slot="card-description"
      className={cn("leading-relaxed text-muted-foreground", className)}
      {...props}
    />
  );
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="card-footer"
      className={cn("mt-auto flex items-center", className)}
      {...props}
    />
  );
}

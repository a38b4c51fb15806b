/** Set at build time from FORM_DELIVERY (vite.config.ts): how the forms deliver. */
declare const __FORM_DELIVERY__: "simulated" | "api";
/** The brand mark's colours, read from app/app.css at build time (vite.config.ts). */
declare const __LOGO_COLOURS__: import("./components/layout/logo-mark").LogoColours;
/** The 32 px favicon as a data: URL (scripts/build/brand.ts). */
declare const __FAVICON__: string;

// npm start. Until the server listens, a stop ends the process at once: as
// PID 1 of a container Node ignores SIGTERM until a handler exists, and the
// server's own modules take about half a second to load. So this entry sets
// that handler first and only then loads the server (./main.ts), which
// replaces it with the graceful one once it listens.
const stopEarly = () => process.exit(143);
process.once("SIGTERM", stopEarly);
process.once("SIGINT", stopEarly);
await import("./main.ts");
export {};

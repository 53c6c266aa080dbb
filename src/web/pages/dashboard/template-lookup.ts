/** The template catalogue's lookup, in a chunk of its own that the dashboard loads on demand (use-template-prefill.ts). */
export { findTemplate, templateDescription } from "../../../core/templates.js";
export { templateHabit } from "../../../core/template-habits.js";

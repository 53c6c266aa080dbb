/**
 * More fields for a goal's Edit, given by the page (issue 30: the Group select from the groups
 * feature, which this feature may not import). Null: none.
 */
import { createContext, type ReactNode } from "react";
import type { Goal } from "../../../core/schemas.js";

export const GoalEditExtras = createContext<((goal: Goal) => ReactNode) | null>(null);

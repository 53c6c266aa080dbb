/** The public page of a goal (core's builder, under the name the pages use). */
export { publicGoalPath as goalPath } from "../../core/public-goal-path.js";

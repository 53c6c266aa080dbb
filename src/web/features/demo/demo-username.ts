/** The owner name of demo goals; its own module so a page can test for it without the sample data. */
export const DEMO_USERNAME = "demo";

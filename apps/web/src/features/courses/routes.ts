import type { RouteObject } from "react-router";

const coursesPage: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/CoursesPage")).CoursesPage,
});

/** The company's Training screens, by their path under /company (spec 000 §2 /course). */
export const coursesCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  course: coursesPage,
  "course/checkout": async () => ({
    Component: (await import("./pages/CourseCheckoutPage")).CourseCheckoutPage,
  }),
};

/** The public catalogue (spec 000 §2 /course, /course/checkout). */
export const coursesPublicPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  course: async () => ({ Component: (await import("./pages/PublicCoursesPage")).PublicCoursesPage }),
  "course/checkout": async () => ({
    Component: (await import("./pages/PublicCoursesPage")).ToCourseCheckout,
  }),
};

/** The employee's courses, by their path under /employee. */
export const coursesEmployeePages: Readonly<Record<string, RouteObject["lazy"]>> = {
  courses: async () => ({ Component: (await import("./pages/MyCoursesPage")).MyCoursesPage }),
  "courses/:id": async () => ({ Component: (await import("./pages/TakeCoursePage")).TakeCoursePage }),
};

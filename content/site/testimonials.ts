/**
 * Sample testimonials for the home page. The people and organisations are fictional and are shown
 * as examples until real customer quotes are collected with permission.
 */
export interface Testimonial {
  name: string;
  role: string;
  organisation: string;
  quote: string;
  /** Out of 5. */
  rating: 1 | 2 | 3 | 4 | 5;
}

export const testimonials: readonly Testimonial[] = [
  {
    name: "Priya Natarajan",
    role: "Registered manager",
    organisation: "Willowbank House (example care home)",
    quote:
      "Having our details fill in across every policy saved us days when our deputy took over as manager. We still read each policy properly, but the groundwork was done.",
    rating: 5,
  },
  {
    name: "Gareth Morgan",
    role: "Director",
    organisation: "Cwm Valley Home Support (example agency)",
    quote:
      "The Welsh package matched the way CIW looks at services. We changed a few procedures to fit our rotas and had everything in place for our first inspection.",
    rating: 4,
  },
  {
    name: "Fiona MacLeod",
    role: "Care home manager",
    organisation: "Lochside Lodge (example care home)",
    quote:
      "Staff acknowledgements are the part I use most. I can see at a glance who has read the new medication policy and chase the rest before handover.",
    rating: 5,
  },
  {
    name: "Daniel Okafor",
    role: "Compliance lead",
    organisation: "Brightpath Supported Living (example provider)",
    quote:
      "Update notices tell us what changed and why, and let us decide whether to take the change. That suits us because we have adapted a lot of our procedures.",
    rating: 4,
  },
  {
    name: "Siobhan Kelly",
    role: "Registered manager",
    organisation: "Harbour View Residential (example home)",
    quote:
      "Setting review dates and seeing what is overdue on the dashboard has made our annual policy review much less of a scramble.",
    rating: 4,
  },
  {
    name: "Tom Ashworth",
    role: "Operations manager",
    organisation: "Northgate Care Staffing (example agency)",
    quote:
      "The agency policies cover vetting and bookings the way we actually work. Exporting to Word for client audits is quick and the documents look professional.",
    rating: 5,
  },
];

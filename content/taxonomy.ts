/** Countries, service types, regulators and subscription plans used to sort and sell the library. */
import type { Nation } from "./types";

export interface Country {
  slug: Nation;
  name: string;
  /** Public path of the flag or badge image (files live in content/images/flags). */
  flag: string;
}

export interface ServiceType {
  slug: string;
  name: string;
  blurb: string;
}

export interface Regulator {
  slug: string;
  name: string;
  country: Nation;
  description: string;
}

export interface SubscriptionType {
  slug: string;
  name: string;
  description: string;
}

export const countries = [
  { slug: "england", name: "England", flag: "/content/flags/england.svg" },
  { slug: "wales", name: "Wales", flag: "/content/flags/wales.svg" },
  { slug: "scotland", name: "Scotland", flag: "/content/flags/scotland.svg" },
  { slug: "northern-ireland", name: "Northern Ireland", flag: "/content/flags/northern-ireland.svg" },
] as const satisfies readonly Country[];

export const serviceTypes = [
  {
    slug: "home-care",
    name: "Domiciliary Care",
    blurb:
      "Personal care and support delivered through visits to people in their own homes. Policies cover visit scheduling, lone working, key holding and what to do when a visit is missed.",
  },
  {
    slug: "children-s-home",
    name: "Children's Home",
    blurb:
      "Homes that look after children and young people day and night. Policies follow the children's homes regulations and quality standards for the nation where the home is registered.",
  },
  {
    slug: "supported-living",
    name: "Supported Living",
    blurb:
      "Personal care and support for adults who hold their own tenancy. Policies keep housing and care arrangements separate so that people stay in control of their home.",
  },
  {
    slug: "supported-accommodation-for-young-people",
    name: "Supported Accommodation for Young People",
    blurb:
      "Accommodation with support for looked-after children and care leavers aged 16 and 17. In England these services must be registered with Ofsted.",
  },
  {
    slug: "care-home",
    name: "Care Home",
    blurb:
      "Residential and nursing homes that provide accommodation together with personal or nursing care. Policies cover the whole of daily life in the home, from admission to end of life.",
  },
  {
    slug: "temporary-staffing",
    name: "Temporary Staffing",
    blurb:
      "Agencies that supply vetted care workers and nurses to providers for temporary shifts. Policies cover vetting, bookings, worker conduct, pay and working time.",
  },
] as const satisfies readonly ServiceType[];

export const regulators = [
  {
    slug: "cqc-england",
    name: "CQC England",
    country: "england",
    description:
      "The Care Quality Commission is the independent regulator of health and adult social care in England. It registers providers of regulated activities, assesses them against its single assessment framework, publishes ratings and can take enforcement action.",
  },
  {
    slug: "ofsted-england",
    name: "Ofsted England",
    country: "england",
    description:
      "The Office for Standards in Education, Children's Services and Skills registers and inspects children's homes in England against the Children's Homes (England) Regulations 2015 and the quality standards. It also registers and inspects supported accommodation for looked-after 16 and 17 year olds.",
  },
  {
    slug: "ciw-wales",
    name: "CIW Wales",
    country: "wales",
    description:
      "Care Inspectorate Wales is the regulator of social care and childcare in Wales. It registers and inspects care home, domiciliary support and other regulated services under the Regulation and Inspection of Social Care (Wales) Act 2016.",
  },
  {
    slug: "care-inspectorate-scotland",
    name: "Care Inspectorate Scotland",
    country: "scotland",
    description:
      "The Care Inspectorate is the scrutiny body for care services in Scotland. It registers and inspects services such as care homes and care at home, using the Health and Social Care Standards and its quality frameworks.",
  },
  {
    slug: "rqia-northern-ireland",
    name: "RQIA Northern Ireland",
    country: "northern-ireland",
    description:
      "The Regulation and Quality Improvement Authority is the independent body that registers and inspects health and social care services in Northern Ireland, including nursing homes, residential care homes and domiciliary care agencies, against the Department of Health's minimum standards.",
  },
] as const satisfies readonly Regulator[];

export const subscriptionTypes = [
  {
    slug: "monthly",
    name: "Monthly Access",
    description:
      "Pay month by month and cancel at the end of any month. Includes every policy in your packages, the online editor, staff acknowledgements and update notifications.",
  },
  {
    slug: "yearly",
    name: "Annual Plan",
    description:
      "Pay once a year for the same full access at a lower overall cost. Suits providers who want their policy library budgeted and settled for the year ahead.",
  },
] as const satisfies readonly SubscriptionType[];

export type CountrySlug = (typeof countries)[number]["slug"];
export type ServiceTypeSlug = (typeof serviceTypes)[number]["slug"];
export type RegulatorSlug = (typeof regulators)[number]["slug"];
export type SubscriptionTypeSlug = (typeof subscriptionTypes)[number]["slug"];

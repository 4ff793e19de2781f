/**
 * The words of the builder's project pages (/saller/project/add and /saller/projects): field labels,
 * buttons and the pages' own messages. The field rules and their messages are the project contract's.
 */

/** Labels by the contract's field path; a configuration's fields are labelled by their last part. */
export const PROJECT_FIELD_LABELS = {
  name: 'Project name',
  projectType: 'Project type',
  description: 'Description',
  'location.state': 'State',
  'location.city': 'City',
  'location.locality': 'Locality',
  'location.address': 'Address',
  totalUnits: 'Total units',
  availableUnits: 'Units available',
  unitConfigurations: 'Unit configurations',
  label: 'Configuration',
  bedrooms: 'Bedrooms (BHK)',
  minAreaSqft: 'Smallest size (sq.ft)',
  maxAreaSqft: 'Largest size (sq.ft)',
  minPrice: 'Lowest price (₹)',
  maxPrice: 'Highest price (₹)',
  launchDate: 'Launch date',
  completionDate: 'Completion date',
  reraId: 'RERA id',
  amenities: 'Amenities',
  upcoming: 'Upcoming: not launched yet',
  photos: 'Photos',
} as const;

export const PROJECT_FORM_SECTIONS = {
  about: 'About the project',
  location: 'Location',
  units: 'Units',
  configurations: 'Unit configurations',
  timeline: 'Timeline and RERA',
  amenities: 'Amenities',
  photos: 'Photos',
} as const;

export const PROJECT_UI = {
  editTitle: 'Edit project',
  /** Above a new project's form, from the server's count: what the free quota and plans leave. */
  quotaLeft: (left: number, quota: number) =>
    `${left} of ${quota} live ${quota === 1 ? 'project' : 'projects'} left (free quota and your plans)`,
  seePlans: 'See the plans',
  loading: 'Loading the project…',
  rejectedNotice: (reason: string | null) =>
    `An admin rejected this project. Reason: ${reason ?? 'not given'}. Saving your changes sends it for review again.`,
  activeNotice:
    'This project is live. Changing anything but the units still available or the order of its photos sends it back for review.',
  loadFailed: 'This project could not be loaded.',
  buildersOnlyHint:
    'Projects (a new development with many units) are for builder accounts. As an owner or agent, post each property on its own.',
  addPropertyInstead: 'Add a property',
  backToDashboard: 'Back to the dashboard',
  addConfiguration: 'Add a configuration',
  remove: 'Remove',
  removeConfiguration: (n: number) => `Remove configuration ${n}`,
  configurationHeading: (n: number) => `Configuration ${n}`,
  configurationsHint: 'Each type of unit on offer (2 BHK, 3 BHK, shop…) with its sizes and prices.',
  labelPlaceholder: 'e.g. 2 BHK',
  priceRange: (range: string) => `Price range: ${range}`,
  priceRangeHint: 'Worked out from the configurations’ prices.',
  priceAsWords: (formatted: string) => `That is ${formatted}`,
  amenitiesHint: 'Tap the ones your project offers.',
  otherAmenity: 'Other amenity',
  addAmenity: 'Add',
  fixErrors: 'Please correct the fields marked in red.',
  submit: 'Submit for review',
  saveChanges: 'Save changes',
  submitting: 'Submitting…',
  submitFailed: 'The project could not be submitted. Check your connection and try again.',
  createdTitle: 'Submitted for review',
  updatedTitle: 'Project updated',
  myProjects: 'My projects',
  addProject: 'Add a project',
  // The list
  total: (count: number) => `${count} ${count === 1 ? 'project' : 'projects'}`,
  empty: 'You have not posted any projects yet.',
  emptyFiltered: 'No projects with this status.',
  filterLabel: 'Status',
  all: 'All',
  units: 'Units',
  unitsLeft: (available: number, total: number) => `${available} of ${total} available`,
  price: 'Price',
  views: 'Views',
  enquiriesLabel: 'Enquiries',
  enquiries: (fresh: number, total: number) => `${fresh} new / ${total}`,
  configurations: (labels: string[]) => labels.join(' · '),
  upcoming: 'Upcoming',
  rejectedReason: (reason: string | null) => `Reason: ${reason ?? 'not given'}`,
  edit: 'Edit',
  fixAndResubmit: 'Edit and resubmit',
  delete: 'Delete',
  viewPublic: 'View public page',
  confirmDelete: (name: string) => `Delete “${name}”? Buyers will no longer see it.`,
} as const;

import type { Messages } from '../es';

/** The permission catalogue's display names and descriptions in English (keys as in es/permission-names.ts). */
export const permissionNames: Messages['roles']['permissionNames'] = {
  // profile
  read_profile: { name: 'View own profile', description: 'See and update their own details and password.' },
  // agencies
  list_agencies: { name: 'View dealerships', description: 'See the list of dealerships and their details.' },
  create_agency: { name: 'Create dealerships', description: 'Add new dealerships to the platform.' },
  update_agency: { name: 'Edit dealerships', description: "Change a dealership's details." },
  delete_agency: { name: 'Delete dealerships', description: 'Remove dealerships from the platform.' },
  // dealership groups
  read_dealership_group: {
    name: 'View dealership groups',
    description: 'See the groups and the dealerships in each.',
  },
  create_dealership_group: {
    name: 'Create dealership groups',
    description: 'Add groups and assign dealerships to them.',
  },
  update_dealership_group: {
    name: 'Edit dealership groups',
    description: "Change a group's name and dealerships.",
  },
  delete_dealership_group: {
    name: 'Delete dealership groups',
    description: 'Delete groups; their dealerships are kept.',
  },
  // dealership families
  read_dealership_family: {
    name: 'View dealership families',
    description: 'See the families and the dealerships in each.',
  },
  create_dealership_family: {
    name: 'Create dealership families',
    description: 'Add families and assign dealerships to them.',
  },
  update_dealership_family: {
    name: 'Edit dealership families',
    description: "Change a family's name and dealerships.",
  },
  delete_dealership_family: {
    name: 'Delete dealership families',
    description: 'Delete families; their dealerships are kept.',
  },
  // users
  read_users: { name: 'View users', description: 'See users, their role and their dealerships.' },
  create_users: { name: 'Create users', description: 'Add users and assign their role and dealerships.' },
  update_users: { name: 'Edit users', description: "Change a user's details, role or dealerships." },
  delete_users: { name: 'Delete users', description: 'Remove users; they can no longer sign in.' },
  // managers
  list_managers: { name: 'View managers', description: 'See managers and the dealerships they run.' },
  create_managers: { name: 'Create managers', description: 'Add dealership managers.' },
  update_managers: { name: 'Edit managers', description: "Change a manager's details and dealerships." },
  // roles
  read_role: { name: 'View roles', description: 'See roles and the permissions of each.' },
  create_role: { name: 'Create roles', description: 'Add new roles.' },
  update_role: { name: 'Edit roles', description: "Change a role's name and description." },
  delete_role: { name: 'Delete roles', description: 'Delete roles that are no longer used.' },
  assign_permissions: {
    name: 'Assign permissions',
    description: 'Grant and remove the permissions of each role.',
  },
  // permissions
  read_permission: { name: 'View permissions', description: 'See the permission catalog and its modules.' },
  create_permission: { name: 'Create permissions', description: 'Add new permissions to the catalog.' },
  update_permission: {
    name: 'Edit permissions',
    description: "Change a permission's module and description.",
  },
  // used inventory
  list_inventory: { name: 'View used-car inventory', description: "See the dealership's list of used cars." },
  show_inventory: { name: 'View used-car details', description: 'Open the full details of a used car.' },
  create_inventory: { name: 'Add used cars', description: 'Add used cars to the inventory.' },
  update_inventory: { name: 'Edit used cars', description: "Change a used car's details, price and photos." },
  delete_inventory: { name: 'Delete used cars', description: 'Remove used cars from the inventory.' },
  read_inventory_sold: { name: 'View sold used cars', description: 'See the used cars already sold.' },
  // new inventory
  'brand-new_inventory': {
    name: 'View new-car inventory',
    description: "See the dealership's new-car inventory.",
  },
  'create_brand-new_inventory': { name: 'Add new cars', description: 'Add new cars to the inventory.' },
  'update_brand-new_inventory': {
    name: 'Edit new cars',
    description: "Change a new car's details and price.",
  },
  'delete_brand-new_inventory': {
    name: 'Delete new cars',
    description: 'Remove new cars from the inventory.',
  },
  // leads
  list_marketplace_leads: {
    name: 'View used-car leads',
    description: 'See prospects interested in the listed used cars.',
  },
  'list_find-brand-new-vehicles_leads': {
    name: 'View new-car leads',
    description: 'See prospects looking for a new car.',
  },
  'list_find-used-vehicles_leads': {
    name: 'View Marketplace alert leads',
    description: 'See prospects who set an alert to find a used car.',
  },
  'list_auction-bid_leads': {
    name: 'View Subastalo leads',
    description: 'See the bids received in auctions.',
  },
  'list_vehicle-service_leads': {
    name: 'View service leads',
    description: 'See service and maintenance requests.',
  },
  'list_tinsmithing-and-painting_leads': {
    name: 'View body-and-paint leads',
    description: 'See body-and-paint requests.',
  },
  'list_vehicle-car-parts_leads': { name: 'View parts leads', description: 'See spare-parts requests.' },
  list_appointments_leads: {
    name: 'View appointment leads',
    description: 'See the appointments customers book.',
  },
  list_facebook_leads: {
    name: 'View Facebook leads',
    description: 'See prospects coming from Facebook lead forms.',
  },
  create_lead: { name: 'Add leads', description: 'Register a lead received by phone or in person.' },
  update_lead: { name: 'Follow up on leads', description: "Update a lead's status and notes." },
  assign_lead: { name: 'Assign leads', description: "Assign a lead to one of the dealership's advisors." },
  delete_lead: { name: 'Delete leads', description: 'Delete duplicate or invalid leads.' },
  merge_leads: {
    name: 'Merge leads',
    description: 'Join two leads of the same customer, choosing which values stay.',
  },
  read_lead_settings: {
    name: 'View lead automation',
    description: 'See automatic assignment, the response time target and the API keys.',
  },
  update_lead_settings: {
    name: 'Configure lead automation',
    description: 'Change automatic assignment, the response time target, absences and API keys.',
  },
  // forward leads
  view_menu_forward_leads: {
    name: 'View lead forwarding',
    description: 'Show the lead forwarding entry in the Settings menu.',
  },
  forward_leads: { name: 'Forward leads', description: 'Forward leads to other recipients.' },
  // auctions
  'read_active-auctions': {
    name: 'View active auctions',
    description: 'See the cars currently up for auction.',
  },
  create_auction_bid: { name: 'Bid in auctions', description: 'Place bids on cars up for auction.' },
  read_auctions: {
    name: 'View auctions (administration)',
    description: 'See every auction, with its seller, reserve and bids by dealership.',
  },
  create_auctions: { name: 'Create auctions', description: 'Add and schedule car auctions.' },
  update_auctions: {
    name: 'Edit auctions',
    description: 'Change an auction before it starts, and its photos.',
  },
  cancel_auctions: { name: 'Cancel auctions', description: 'Cancel an auction that has not closed yet.' },
  // marketplace alerts
  'read_find-cars': {
    name: 'View Marketplace alerts',
    description: 'See the cars buyers are looking for, and Mercado Libre and Soloautos leads.',
  },
  'create_find-cars_offer': {
    name: 'Offer cars to alerts',
    description: 'Send an offer to a buyer looking for a car on the marketplace.',
  },
  // verification
  read_verification: {
    name: 'View AutoCheck reports',
    description: 'See AutoCheck vehicle history reports.',
  },
  create_verification: {
    name: 'Request AutoCheck reports',
    description: 'Order the AutoCheck report of a vehicle.',
  },
  // banners
  banners: { name: 'Open Banners', description: "Open the marketplace's banners section." },
  read_home_banners: {
    name: 'View home banners',
    description: 'See the home, new-car and used-car banners.',
  },
  read_banners_catalog: {
    name: 'View catalog banners',
    description: 'See the banners of the catalog pages.',
  },
  create_banners: { name: 'Create banners', description: 'Upload new banners to the marketplace.' },
  update_banners: { name: 'Edit banners', description: "Change a banner's image, link or dates." },
  delete_banners: { name: 'Delete banners', description: 'Remove banners from the marketplace.' },
  // logo
  read_logo: { name: 'View logo', description: "See the dealership's logo." },
  update_logo: { name: 'Change logo', description: "Upload or replace the dealership's logo." },
  // brand catalog
  read_brand_catalog: { name: 'View brand catalog', description: 'See the car brands in the catalog.' },
  create_brand_catalog: { name: 'Create brands', description: 'Add brands to the catalog.' },
  update_brand_catalog: { name: 'Edit brands', description: "Change a brand's name, logo or status." },
  delete_brand_catalog: { name: 'Delete brands', description: 'Remove brands from the catalog.' },
  // model catalog
  read_model_catalog: {
    name: 'View model catalog',
    description: 'See the models, trims and years in the catalog.',
  },
  create_model_catalog: { name: 'Create models', description: 'Add models, trims and years to the catalog.' },
  update_model_catalog: {
    name: 'Edit models',
    description: 'Change the models, trims and years in the catalog.',
  },
  delete_model_catalog: {
    name: 'Delete models',
    description: 'Remove models, trims and years from the catalog.',
  },
  // bodies
  read_bodies: { name: 'View body types', description: 'See the body types in the catalog.' },
  create_bodies: { name: 'Create body types', description: 'Add body types to the catalog.' },
  update_bodies: { name: 'Edit body types', description: "Change a body type's name, icon or status." },
  delete_bodies: { name: 'Delete body types', description: 'Remove body types from the catalog.' },
  // integrations
  read_integrations: {
    name: 'View integrations',
    description: 'See the connections with Mercado Libre, Meta and other channels.',
  },
  update_integrations: {
    name: 'Configure integrations',
    description: 'Connect, disconnect and adjust integrations.',
  },
  // analytics
  read_analytics_general: {
    name: 'View general analytics',
    description: 'See the general dashboard and the dealerships-and-memberships one.',
  },
  read_analytics_used_vehicles: {
    name: 'View used-car leads by dealership',
    description: 'See how many used-car leads each dealership gets.',
  },
  read_analytics_new_vehicles: {
    name: 'View new-car leads by dealership',
    description: 'See how many new-car leads each dealership gets.',
  },
  'read_ad-analytic': {
    name: 'View ad analytics',
    description: 'See ad analytics and the interactions table.',
  },
  // packages and promotions
  read_promotions: {
    name: 'View packages and promotions',
    description: 'See the packages dealerships subscribe to and the promotions.',
  },
  create_promotions: { name: 'Create promotions', description: 'Add discounts by period and dealership.' },
  update_promotions: {
    name: 'Edit promotions',
    description: "Change a promotion's discount, dates or dealerships.",
  },
  delete_promotions: { name: 'Delete promotions', description: 'Remove promotions that no longer apply.' },
  create_packages: {
    name: 'Create packages',
    description: 'Add packages with their price, limits and modules.',
  },
  update_packages: { name: 'Edit packages', description: "Change a package's price, limits or modules." },
  delete_packages: { name: 'Delete packages', description: 'Remove packages no longer offered.' },
  // new vehicle photos
  read_new_vehicles_photo: { name: 'View new-car photos', description: 'See the stock photos of new cars.' },
  create_new_vehicles_photo: { name: 'Upload new-car photos', description: 'Add photos to a new car.' },
  update_new_vehicles_photo: {
    name: 'Edit new-car photos',
    description: "Change or reorder a new car's photos.",
  },
  delete_new_vehicles_photo: { name: 'Delete new-car photos', description: "Remove a new car's photos." },
  // billing
  read_billing: {
    name: 'View billing',
    description: "See the dealership's membership, payments and invoices.",
  },
  update_billing: { name: 'Edit billing', description: "Change the dealership's tax and payment details." },
  // popups
  read_popups: { name: 'View pop-ups', description: 'See the pop-up notices users are shown.' },
  create_popups: { name: 'Create pop-ups', description: 'Publish new pop-up notices.' },
  update_popups: { name: 'Edit pop-ups', description: "Change a pop-up's content or dates." },
  delete_popups: { name: 'Delete pop-ups', description: 'Remove pop-up notices.' },
  // tutorials
  read_tutorials: { name: 'View tutorials', description: 'See the tutorials for dealerships.' },
  'read_internal-tutorials': {
    name: 'View Uni AD',
    description: "See the Vitrina team's internal tutorials.",
  },
  create_tutorials: { name: 'Create tutorials', description: 'Publish new tutorials.' },
  update_tutorials: { name: 'Edit tutorials', description: "Change a tutorial's content." },
  delete_tutorials: { name: 'Delete tutorials', description: 'Remove tutorials.' },
  // commercial offer
  read_commercial_offer_used: {
    name: 'View used-car commercial offer',
    description: 'See the plans and prices for listing used cars.',
  },
  read_commercial_offer_new_vehicle: {
    name: 'View new-car commercial offer',
    description: 'See the plans and prices for listing new cars.',
  },
  update_commercial_offer: {
    name: 'Edit commercial offer',
    description: 'Change the plans and prices offered to dealerships.',
  },
  // meta conditionals
  'read_meta-conditionals': {
    name: 'View Meta conditionals',
    description: 'See the rules deciding which cars go to the Meta catalogs.',
  },
  'update_meta-conditionals': {
    name: 'Edit Meta conditionals',
    description: 'Change the rules for sending cars to the Meta catalogs.',
  },
  // reports
  read_reports: { name: 'View reports', description: 'See and download the platform reports.' },
  // blog
  read_blog: { name: 'View blog', description: "See the marketplace blog's posts." },
  create_blog: { name: 'Create blog posts', description: 'Write and publish new posts.' },
  update_blog: { name: 'Edit blog posts', description: 'Change published posts.' },
  delete_blog: { name: 'Delete blog posts', description: 'Remove posts from the blog.' },
  // whatsapp
  campañas_whatsapp: { name: 'View WhatsApp campaigns', description: 'Open the WhatsApp campaigns section.' },
  send_whatsapp_campaigns: {
    name: 'Send WhatsApp campaigns',
    description: 'Send bulk WhatsApp messages to customers.',
  },
  // vehicle limits
  read_used_vehicles_number: {
    name: 'View inventory limits',
    description: 'See how many vehicles each dealership may list.',
  },
  update_used_vehicles_number: {
    name: 'Edit inventory limits',
    description: 'Change how many vehicles each dealership may list.',
  },
  // menu
  view_menu_settings: { name: 'View Settings menu', description: 'Show the Settings menu in the sidebar.' },
  view_menu_clients: {
    name: 'View Clients menu',
    description: 'Show the Clients menu: dealerships, groups, managers and families.',
  },
  // audit
  read_audit_log: { name: 'View audit log', description: 'See who changed what, and when.' },
  read_mail_outbox: { name: 'View mail outbox', description: "See the platform's outgoing email queue." },
};

export const moduleNames: Messages['roles']['moduleNames'] = {
  profile: { name: 'Profile', description: "Each user's personal details and password." },
  agencies: { name: 'Dealerships', description: 'The dealerships that list their cars on Vitrina.' },
  dealership_groups: {
    name: 'Dealership groups',
    description: 'The companies that own several dealerships.',
  },
  dealership_families: {
    name: 'Dealership families',
    description: 'Networks of same-brand dealerships, even across groups.',
  },
  users: { name: 'Users', description: 'The back-office accounts and their role.' },
  managers: { name: 'Managers', description: 'Managers and the dealerships they run.' },
  roles: { name: 'Roles', description: 'Roles and the permissions their users receive.' },
  permissions: { name: 'Permissions', description: 'The catalog of permissions granted to roles.' },
  used_inventory: { name: 'Used-car inventory', description: 'The used cars the dealership lists.' },
  new_inventory: { name: 'New-car inventory', description: 'The new cars the dealership lists.' },
  leads: { name: 'Leads', description: 'Prospects from every channel and their follow-up.' },
  forward_leads: { name: 'Lead forwarding', description: 'Forwarding leads to other recipients.' },
  auctions: { name: 'Auctions', description: 'Car auctions between dealerships.' },
  marketplace_alerts: {
    name: 'Marketplace alerts',
    description: 'The cars marketplace buyers are looking for.',
  },
  verification: { name: 'AutoCheck verification', description: 'AutoCheck vehicle history reports.' },
  banners: { name: 'Banners', description: 'The banners shown on the marketplace.' },
  logo: { name: 'Dealership logo', description: 'The logo the dealership appears with.' },
  brand_catalog: { name: 'Brand catalog', description: 'The car brands that can be listed.' },
  model_catalog: { name: 'Model catalog', description: 'The models, trims and years of each brand.' },
  bodies: { name: 'Body types', description: 'The body types: sedan, SUV, pickup…' },
  integrations: {
    name: 'Integrations',
    description: 'The connections with Mercado Libre, Meta and other channels.',
  },
  analytics: { name: 'Analytics', description: 'The dashboards of visits, leads and ads.' },
  packages_and_promotions: {
    name: 'Packages and promotions',
    description: 'What each dealership subscribes to and the current discounts.',
  },
  new_vehicle_photos: { name: 'New-car photos', description: 'The stock photos of new cars.' },
  billing: { name: 'Billing', description: "The dealership's membership, payments and invoices." },
  popups: { name: 'Pop-ups', description: 'The pop-up notices users are shown.' },
  tutorials: { name: 'Tutorials', description: 'Tutorials for dealerships and internal ones (Uni AD).' },
  commercial_offer: { name: 'Commercial offer', description: 'The plans and prices offered to dealerships.' },
  meta_conditionals: {
    name: 'Meta conditionals',
    description: 'The rules deciding which cars go to the Meta catalogs.',
  },
  reports: { name: 'Reports', description: 'The downloadable platform reports.' },
  blog: { name: 'Blog', description: "The marketplace blog's posts." },
  whatsapp: { name: 'WhatsApp', description: 'WhatsApp message campaigns.' },
  vehicle_limits: { name: 'Inventory limits', description: 'How many vehicles each dealership may list.' },
  menu: { name: 'Menu', description: 'The sections shown in the side menu.' },
  audit: { name: 'Audit', description: 'The record of changes and of emails sent.' },
};

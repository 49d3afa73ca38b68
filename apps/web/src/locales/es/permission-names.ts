/**
 * What the permission catalogue (`PERMISSION_MODULES` of packages/shared) is called on screen, in
 * Spanish: a display name and a one-line description per permission and per module, keyed by
 * `translationKey(identifier)` (features/roles/permission-labels.ts: spaces become `_`).
 * Permissions created later by an administrator have no entry: the screens show their identifier.
 */
export const permissionNames = {
  // profile
  read_profile: {
    name: 'Ver mi perfil',
    description: 'Consultar y actualizar sus propios datos y su contraseña.',
  },
  // agencies
  list_agencies: { name: 'Ver agencias', description: 'Consultar el listado de agencias y sus datos.' },
  create_agency: { name: 'Crear agencias', description: 'Dar de alta agencias nuevas en la plataforma.' },
  update_agency: { name: 'Editar agencias', description: 'Modificar los datos de una agencia.' },
  delete_agency: { name: 'Eliminar agencias', description: 'Dar de baja agencias de la plataforma.' },
  // dealership groups
  read_dealership_group: {
    name: 'Ver grupos de agencias',
    description: 'Consultar los grupos y las agencias de cada uno.',
  },
  create_dealership_group: {
    name: 'Crear grupos de agencias',
    description: 'Dar de alta grupos y asignarles agencias.',
  },
  update_dealership_group: {
    name: 'Editar grupos de agencias',
    description: 'Cambiar el nombre y las agencias de un grupo.',
  },
  delete_dealership_group: {
    name: 'Eliminar grupos de agencias',
    description: 'Borrar grupos; sus agencias se conservan.',
  },
  // dealership families
  read_dealership_family: {
    name: 'Ver familias de agencias',
    description: 'Consultar las familias y las agencias de cada una.',
  },
  create_dealership_family: {
    name: 'Crear familias de agencias',
    description: 'Dar de alta familias y asignarles agencias.',
  },
  update_dealership_family: {
    name: 'Editar familias de agencias',
    description: 'Cambiar el nombre y las agencias de una familia.',
  },
  delete_dealership_family: {
    name: 'Eliminar familias de agencias',
    description: 'Borrar familias; sus agencias se conservan.',
  },
  // users
  read_users: { name: 'Ver usuarios', description: 'Consultar los usuarios, su rol y sus agencias.' },
  create_users: { name: 'Crear usuarios', description: 'Dar de alta usuarios y asignarles rol y agencias.' },
  update_users: {
    name: 'Editar usuarios',
    description: 'Modificar los datos, el rol o las agencias de un usuario.',
  },
  delete_users: { name: 'Eliminar usuarios', description: 'Dar de baja usuarios; ya no podrán entrar.' },
  // managers
  list_managers: { name: 'Ver gerentes', description: 'Consultar los gerentes y las agencias que dirigen.' },
  create_managers: { name: 'Crear gerentes', description: 'Dar de alta gerentes de agencia.' },
  update_managers: {
    name: 'Editar gerentes',
    description: 'Modificar los datos y las agencias de un gerente.',
  },
  // roles
  read_role: { name: 'Ver roles', description: 'Consultar los roles y los permisos de cada uno.' },
  create_role: { name: 'Crear roles', description: 'Dar de alta roles nuevos.' },
  update_role: { name: 'Editar roles', description: 'Cambiar el nombre y la descripción de un rol.' },
  delete_role: { name: 'Eliminar roles', description: 'Borrar roles que ya no se usan.' },
  assign_permissions: { name: 'Asignar permisos', description: 'Marcar y quitar los permisos de cada rol.' },
  // permissions
  read_permission: { name: 'Ver permisos', description: 'Consultar el catálogo de permisos y sus módulos.' },
  create_permission: { name: 'Crear permisos', description: 'Agregar permisos nuevos al catálogo.' },
  update_permission: {
    name: 'Editar permisos',
    description: 'Cambiar el módulo y la descripción de un permiso.',
  },
  // used inventory
  list_inventory: {
    name: 'Ver inventario de seminuevos',
    description: 'Consultar el listado de autos seminuevos de la agencia.',
  },
  show_inventory: {
    name: 'Ver ficha de seminuevo',
    description: 'Abrir el detalle completo de un auto seminuevo.',
  },
  create_inventory: {
    name: 'Publicar seminuevos',
    description: 'Dar de alta autos seminuevos en el inventario.',
  },
  update_inventory: {
    name: 'Editar seminuevos',
    description: 'Modificar los datos, el precio y las fotos de un seminuevo.',
  },
  delete_inventory: { name: 'Eliminar seminuevos', description: 'Quitar autos seminuevos del inventario.' },
  read_inventory_sold: {
    name: 'Ver seminuevos vendidos',
    description: 'Consultar los autos seminuevos que ya se vendieron.',
  },
  // new inventory
  'brand-new_inventory': {
    name: 'Ver inventario de autos nuevos',
    description: 'Consultar el inventario de autos nuevos de la agencia.',
  },
  'create_brand-new_inventory': {
    name: 'Publicar autos nuevos',
    description: 'Dar de alta autos nuevos en el inventario.',
  },
  'update_brand-new_inventory': {
    name: 'Editar autos nuevos',
    description: 'Modificar los datos y el precio de un auto nuevo.',
  },
  'delete_brand-new_inventory': {
    name: 'Eliminar autos nuevos',
    description: 'Quitar autos nuevos del inventario.',
  },
  // leads
  list_marketplace_leads: {
    name: 'Ver leads de seminuevos',
    description: 'Consultar los prospectos interesados en los seminuevos publicados.',
  },
  'list_find-brand-new-vehicles_leads': {
    name: 'Ver leads de autos nuevos',
    description: 'Consultar los prospectos que buscan un auto nuevo.',
  },
  'list_find-used-vehicles_leads': {
    name: 'Ver leads de alertas Marketplace',
    description: 'Consultar los prospectos que dejaron una alerta para encontrar un seminuevo.',
  },
  'list_auction-bid_leads': {
    name: 'Ver leads de Subastalo',
    description: 'Consultar las ofertas recibidas en las subastas.',
  },
  'list_vehicle-service_leads': {
    name: 'Ver leads de servicio',
    description: 'Consultar las solicitudes de servicio y mantenimiento.',
  },
  'list_tinsmithing-and-painting_leads': {
    name: 'Ver leads de hojalatería y pintura',
    description: 'Consultar las solicitudes de hojalatería y pintura.',
  },
  'list_vehicle-car-parts_leads': {
    name: 'Ver leads de refacciones',
    description: 'Consultar las solicitudes de refacciones.',
  },
  list_appointments_leads: {
    name: 'Ver leads de citas',
    description: 'Consultar las citas que agendan los clientes.',
  },
  list_facebook_leads: {
    name: 'Ver leads de Facebook',
    description: 'Consultar los prospectos que llegan de los formularios de Facebook.',
  },
  create_lead: {
    name: 'Registrar leads',
    description: 'Dar de alta un lead recibido por teléfono o en persona.',
  },
  update_lead: {
    name: 'Dar seguimiento a leads',
    description: 'Actualizar el estatus y las notas de un lead.',
  },
  assign_lead: { name: 'Asignar leads', description: 'Asignar un lead a un asesor de la agencia.' },
  delete_lead: { name: 'Eliminar leads', description: 'Borrar leads duplicados o no válidos.' },
  merge_leads: {
    name: 'Fusionar leads',
    description: 'Unir dos leads del mismo cliente eligiendo qué datos se conservan.',
  },
  read_lead_settings: {
    name: 'Ver automatización de leads',
    description: 'Consultar la asignación automática, el tiempo de respuesta y las llaves de API.',
  },
  update_lead_settings: {
    name: 'Configurar automatización de leads',
    description:
      'Cambiar la asignación automática, el tiempo de respuesta, las ausencias y las llaves de API.',
  },
  // forward leads
  view_menu_forward_leads: {
    name: 'Ver reenvío de leads',
    description: 'Mostrar la opción Reenvío leads en el menú de Configuración.',
  },
  forward_leads: { name: 'Reenviar leads', description: 'Reenviar leads a otros destinatarios.' },
  // auctions
  'read_active-auctions': {
    name: 'Ver subastas activas',
    description: 'Consultar los autos que están en subasta.',
  },
  create_auction_bid: { name: 'Ofertar en subastas', description: 'Hacer ofertas por autos en subasta.' },
  read_auctions: {
    name: 'Ver subastas (administración)',
    description: 'Consultar todas las subastas, con sus vendedores, reservas y ofertas por agencia.',
  },
  create_auctions: { name: 'Crear subastas', description: 'Dar de alta y programar subastas de autos.' },
  update_auctions: {
    name: 'Editar subastas',
    description: 'Cambiar una subasta antes de que empiece, y sus fotos.',
  },
  cancel_auctions: { name: 'Cancelar subastas', description: 'Cancelar una subasta que aún no ha cerrado.' },
  // marketplace alerts
  'read_find-cars': {
    name: 'Ver alertas Marketplace',
    description: 'Consultar los autos que buscan los compradores y los leads de Mercado Libre y Soloautos.',
  },
  'create_find-cars_offer': {
    name: 'Ofrecer autos a las alertas',
    description: 'Enviar una oferta a quien busca un auto en el marketplace.',
  },
  // verification
  read_verification: {
    name: 'Ver verificaciones AutoCheck',
    description: 'Consultar los reportes de historial vehicular AutoCheck.',
  },
  create_verification: {
    name: 'Solicitar verificaciones AutoCheck',
    description: 'Pedir el reporte AutoCheck de un vehículo.',
  },
  // banners
  banners: { name: 'Entrar a Banners', description: 'Abrir la sección de banners del marketplace.' },
  read_home_banners: {
    name: 'Ver banners de portada',
    description: 'Consultar los banners de inicio, nuevos y seminuevos.',
  },
  read_banners_catalog: {
    name: 'Ver banners de catálogos',
    description: 'Consultar los banners de las páginas de catálogo.',
  },
  create_banners: { name: 'Crear banners', description: 'Subir banners nuevos al marketplace.' },
  update_banners: {
    name: 'Editar banners',
    description: 'Cambiar la imagen, el enlace o la vigencia de un banner.',
  },
  delete_banners: { name: 'Eliminar banners', description: 'Quitar banners del marketplace.' },
  // logo
  read_logo: { name: 'Ver logo', description: 'Consultar el logo de la agencia.' },
  update_logo: { name: 'Cambiar logo', description: 'Subir o reemplazar el logo de la agencia.' },
  // brand catalog
  read_brand_catalog: {
    name: 'Ver catálogo de marcas',
    description: 'Consultar las marcas de autos del catálogo.',
  },
  create_brand_catalog: { name: 'Crear marcas', description: 'Agregar marcas al catálogo.' },
  update_brand_catalog: {
    name: 'Editar marcas',
    description: 'Cambiar el nombre, el logo o el estado de una marca.',
  },
  delete_brand_catalog: { name: 'Eliminar marcas', description: 'Quitar marcas del catálogo.' },
  // model catalog
  read_model_catalog: {
    name: 'Ver catálogo de modelos',
    description: 'Consultar los modelos, versiones y años del catálogo.',
  },
  create_model_catalog: {
    name: 'Crear modelos',
    description: 'Agregar modelos, versiones y años al catálogo.',
  },
  update_model_catalog: {
    name: 'Editar modelos',
    description: 'Modificar los modelos, versiones y años del catálogo.',
  },
  delete_model_catalog: {
    name: 'Eliminar modelos',
    description: 'Quitar modelos, versiones y años del catálogo.',
  },
  // bodies
  read_bodies: { name: 'Ver carrocerías', description: 'Consultar los tipos de carrocería del catálogo.' },
  create_bodies: { name: 'Crear carrocerías', description: 'Agregar tipos de carrocería al catálogo.' },
  update_bodies: {
    name: 'Editar carrocerías',
    description: 'Cambiar el nombre, el ícono o el estado de una carrocería.',
  },
  delete_bodies: { name: 'Eliminar carrocerías', description: 'Quitar tipos de carrocería del catálogo.' },
  // integrations
  read_integrations: {
    name: 'Ver integraciones',
    description: 'Consultar las conexiones con Mercado Libre, Meta y otros canales.',
  },
  update_integrations: {
    name: 'Configurar integraciones',
    description: 'Conectar, desconectar y ajustar las integraciones.',
  },
  // analytics
  read_analytics_general: {
    name: 'Ver analítica general',
    description: 'Consultar el tablero general y el de agencias y membresías.',
  },
  read_analytics_used_vehicles: {
    name: 'Ver leads por agencia de seminuevos',
    description: 'Consultar cuántos leads de seminuevos recibe cada agencia.',
  },
  read_analytics_new_vehicles: {
    name: 'Ver leads por agencia de autos nuevos',
    description: 'Consultar cuántos leads de autos nuevos recibe cada agencia.',
  },
  'read_ad-analytic': {
    name: 'Ver analítica de anuncios',
    description: 'Consultar la analítica de anuncios y la tabla de interacciones.',
  },
  // packages and promotions
  read_promotions: {
    name: 'Ver paquetes y promociones',
    description: 'Consultar los paquetes que contratan las agencias y las promociones.',
  },
  create_promotions: {
    name: 'Crear promociones',
    description: 'Dar de alta descuentos por periodo y por agencia.',
  },
  update_promotions: {
    name: 'Editar promociones',
    description: 'Cambiar el descuento, la vigencia o las agencias de una promoción.',
  },
  delete_promotions: { name: 'Eliminar promociones', description: 'Quitar promociones que ya no aplican.' },
  create_packages: {
    name: 'Crear paquetes',
    description: 'Dar de alta paquetes con su precio, límites y módulos.',
  },
  update_packages: {
    name: 'Editar paquetes',
    description: 'Cambiar el precio, los límites o los módulos de un paquete.',
  },
  delete_packages: { name: 'Eliminar paquetes', description: 'Quitar paquetes que ya no se ofrecen.' },
  // new vehicle photos
  read_new_vehicles_photo: {
    name: 'Ver fotos de autos nuevos',
    description: 'Consultar las fotos de catálogo de los autos nuevos.',
  },
  create_new_vehicles_photo: {
    name: 'Subir fotos de autos nuevos',
    description: 'Agregar fotos a un auto nuevo.',
  },
  update_new_vehicles_photo: {
    name: 'Editar fotos de autos nuevos',
    description: 'Cambiar o reordenar las fotos de un auto nuevo.',
  },
  delete_new_vehicles_photo: {
    name: 'Eliminar fotos de autos nuevos',
    description: 'Quitar fotos de un auto nuevo.',
  },
  // billing
  read_billing: {
    name: 'Ver facturación',
    description: 'Consultar la membresía, los pagos y las facturas de la agencia.',
  },
  update_billing: {
    name: 'Editar facturación',
    description: 'Modificar los datos fiscales y de pago de la agencia.',
  },
  // popups
  read_popups: { name: 'Ver pop-ups', description: 'Consultar los avisos emergentes que ven los usuarios.' },
  create_popups: { name: 'Crear pop-ups', description: 'Publicar avisos emergentes nuevos.' },
  update_popups: { name: 'Editar pop-ups', description: 'Cambiar el contenido o la vigencia de un pop-up.' },
  delete_popups: { name: 'Eliminar pop-ups', description: 'Quitar avisos emergentes.' },
  // tutorials
  read_tutorials: { name: 'Ver tutoriales', description: 'Consultar los tutoriales para agencias.' },
  'read_internal-tutorials': {
    name: 'Ver Uni AD',
    description: 'Consultar los tutoriales internos del equipo de Vitrina.',
  },
  create_tutorials: { name: 'Crear tutoriales', description: 'Publicar tutoriales nuevos.' },
  update_tutorials: { name: 'Editar tutoriales', description: 'Cambiar el contenido de un tutorial.' },
  delete_tutorials: { name: 'Eliminar tutoriales', description: 'Quitar tutoriales.' },
  // commercial offer
  read_commercial_offer_used: {
    name: 'Ver oferta comercial de seminuevos',
    description: 'Consultar los planes y precios para publicar seminuevos.',
  },
  read_commercial_offer_new_vehicle: {
    name: 'Ver oferta comercial de autos nuevos',
    description: 'Consultar los planes y precios para publicar autos nuevos.',
  },
  update_commercial_offer: {
    name: 'Editar oferta comercial',
    description: 'Cambiar los planes y precios que se ofrecen a las agencias.',
  },
  // meta conditionals
  'read_meta-conditionals': {
    name: 'Ver condicionales Meta',
    description: 'Consultar las reglas que deciden qué autos van a los catálogos de Meta.',
  },
  'update_meta-conditionals': {
    name: 'Editar condicionales Meta',
    description: 'Cambiar las reglas de envío a los catálogos de Meta.',
  },
  // reports
  read_reports: { name: 'Ver reportes', description: 'Consultar y descargar los reportes de la plataforma.' },
  // blog
  read_blog: { name: 'Ver blog', description: 'Consultar las entradas del blog del marketplace.' },
  create_blog: { name: 'Crear entradas del blog', description: 'Escribir y publicar entradas nuevas.' },
  update_blog: { name: 'Editar entradas del blog', description: 'Modificar entradas ya publicadas.' },
  delete_blog: { name: 'Eliminar entradas del blog', description: 'Quitar entradas del blog.' },
  // whatsapp
  campañas_whatsapp: {
    name: 'Ver campañas de WhatsApp',
    description: 'Entrar a la sección de campañas de WhatsApp.',
  },
  send_whatsapp_campaigns: {
    name: 'Enviar campañas de WhatsApp',
    description: 'Mandar mensajes masivos de WhatsApp a los clientes.',
  },
  // vehicle limits
  read_used_vehicles_number: {
    name: 'Ver límites de inventario',
    description: 'Consultar cuántos vehículos puede publicar cada agencia.',
  },
  update_used_vehicles_number: {
    name: 'Editar límites de inventario',
    description: 'Cambiar cuántos vehículos puede publicar cada agencia.',
  },
  // menu
  view_menu_settings: {
    name: 'Ver menú Configuración',
    description: 'Mostrar el menú Configuración en la barra lateral.',
  },
  view_menu_clients: {
    name: 'Ver menú Clientes',
    description: 'Mostrar el menú Clientes: agencias, grupos, gerentes y familias.',
  },
  // audit
  read_audit_log: { name: 'Ver bitácora de cambios', description: 'Consultar quién cambió qué y cuándo.' },
  read_mail_outbox: {
    name: 'Ver correos enviados',
    description: 'Consultar la bandeja de salida de correos de la plataforma.',
  },
};

export const moduleNames = {
  profile: { name: 'Perfil', description: 'Los datos personales y la contraseña de cada usuario.' },
  agencies: { name: 'Agencias', description: 'Las agencias que publican sus autos en Vitrina.' },
  dealership_groups: { name: 'Grupos de agencias', description: 'Las empresas dueñas de varias agencias.' },
  dealership_families: {
    name: 'Familias de agencias',
    description: 'Redes de agencias de una misma marca, aunque sean de grupos distintos.',
  },
  users: { name: 'Usuarios', description: 'Las cuentas de acceso al back-office y su rol.' },
  managers: { name: 'Gerentes', description: 'Los gerentes y las agencias que dirigen.' },
  roles: { name: 'Roles', description: 'Los roles y los permisos que reciben sus usuarios.' },
  permissions: { name: 'Permisos', description: 'El catálogo de permisos que se asignan a los roles.' },
  used_inventory: {
    name: 'Inventario de seminuevos',
    description: 'Los autos seminuevos que publica la agencia.',
  },
  new_inventory: {
    name: 'Inventario de autos nuevos',
    description: 'Los autos nuevos que publica la agencia.',
  },
  leads: { name: 'Leads', description: 'Los prospectos que llegan por cada canal y su seguimiento.' },
  forward_leads: { name: 'Reenvío de leads', description: 'El reenvío de leads a otros destinatarios.' },
  auctions: { name: 'Subastas', description: 'Las subastas de autos entre agencias.' },
  marketplace_alerts: {
    name: 'Alertas Marketplace',
    description: 'Los autos que buscan los compradores del marketplace.',
  },
  verification: {
    name: 'Verificación AutoCheck',
    description: 'Los reportes de historial vehicular AutoCheck.',
  },
  banners: { name: 'Banners', description: 'Los banners que se muestran en el marketplace.' },
  logo: { name: 'Logo de la agencia', description: 'El logo con el que aparece la agencia.' },
  brand_catalog: { name: 'Catálogo de marcas', description: 'Las marcas de autos que se pueden publicar.' },
  model_catalog: { name: 'Catálogo de modelos', description: 'Los modelos, versiones y años de cada marca.' },
  bodies: { name: 'Carrocerías', description: 'Los tipos de carrocería: sedán, SUV, pickup…' },
  integrations: {
    name: 'Integraciones',
    description: 'Las conexiones con Mercado Libre, Meta y otros canales.',
  },
  analytics: { name: 'Analítica', description: 'Los tableros de visitas, leads y anuncios.' },
  packages_and_promotions: {
    name: 'Paquetes y promociones',
    description: 'Lo que contrata cada agencia y los descuentos vigentes.',
  },
  new_vehicle_photos: {
    name: 'Fotos de autos nuevos',
    description: 'Las fotos de catálogo de los autos nuevos.',
  },
  billing: { name: 'Facturación', description: 'La membresía, los pagos y las facturas de la agencia.' },
  popups: { name: 'Pop-ups', description: 'Los avisos emergentes que ven los usuarios.' },
  tutorials: { name: 'Tutoriales', description: 'Los tutoriales para agencias y los internos (Uni AD).' },
  commercial_offer: {
    name: 'Oferta comercial',
    description: 'Los planes y precios que se ofrecen a las agencias.',
  },
  meta_conditionals: {
    name: 'Condicionales Meta',
    description: 'Las reglas que deciden qué autos van a los catálogos de Meta.',
  },
  reports: { name: 'Reportes', description: 'Los reportes descargables de la plataforma.' },
  blog: { name: 'Blog', description: 'Las entradas del blog del marketplace.' },
  whatsapp: { name: 'WhatsApp', description: 'Las campañas de mensajes por WhatsApp.' },
  vehicle_limits: {
    name: 'Límites de inventario',
    description: 'Cuántos vehículos puede publicar cada agencia.',
  },
  menu: { name: 'Menú', description: 'Las secciones que aparecen en el menú lateral.' },
  audit: { name: 'Auditoría', description: 'El registro de cambios y de correos enviados.' },
};

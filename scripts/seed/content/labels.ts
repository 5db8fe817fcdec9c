import type { L, Tenant } from '../lib.ts';

export const REGION_LABELS: Record<string, L> = {
  title: {
    en: 'Language and currency',
    de: 'Sprache und Währung',
    es: 'Idioma y moneda',
    fr: 'Langue et devise',
    is: 'Tungumál og gjaldmiðill',
  },
  language: { en: 'Language', de: 'Sprache', es: 'Idioma', fr: 'Langue', is: 'Tungumál' },
  currency: { en: 'Currency', de: 'Währung', es: 'Moneda', fr: 'Devise', is: 'Gjaldmiðill' },
  save: { en: 'Save', de: 'Speichern', es: 'Guardar', fr: 'Enregistrer', is: 'Vista' },
  close: { en: 'Close', de: 'Schließen', es: 'Cerrar', fr: 'Fermer', is: 'Loka' },
};

export const BOOKING_SEARCH_LABELS: Record<string, L> = {
  pickupLocation: {
    en: 'Pickup location',
    de: 'Abholort',
    es: 'Lugar de recogida',
    fr: 'Lieu de prise en charge',
    is: 'Afhendingarstaður',
  },
  returnLocation: {
    en: 'Return location',
    de: 'Rückgabeort',
    es: 'Lugar de devolución',
    fr: 'Lieu de restitution',
    is: 'Skilastaður',
  },
  pickupDate: {
    en: 'Pickup date',
    de: 'Abholdatum',
    es: 'Fecha de recogida',
    fr: 'Date de prise en charge',
    is: 'Afhendingardagur',
  },
  returnDate: {
    en: 'Return date',
    de: 'Rückgabedatum',
    es: 'Fecha de devolución',
    fr: 'Date de restitution',
    is: 'Skiladagur',
  },
  pickupTime: {
    en: 'Pickup time',
    de: 'Abholzeit',
    es: 'Hora de recogida',
    fr: 'Heure de prise en charge',
    is: 'Afhendingartími',
  },
  returnTime: {
    en: 'Return time',
    de: 'Rückgabezeit',
    es: 'Hora de devolución',
    fr: 'Heure de restitution',
    is: 'Skilatími',
  },
  promoCode: {
    en: 'Promo code',
    de: 'Gutscheincode',
    es: 'Código promocional',
    fr: 'Code promo',
    is: 'Afsláttarkóði',
  },
  search: { en: 'Search', de: 'Suchen', es: 'Buscar', fr: 'Rechercher', is: 'Leita' },
  update: { en: 'Update', de: 'Aktualisieren', es: 'Actualizar', fr: 'Mettre à jour', is: 'Uppfæra' },
  selfService: {
    en: 'Self service',
    de: 'Selbstabholung',
    es: 'Autoservicio',
    fr: 'Libre-service',
    is: 'Sjálfsafgreiðsla',
  },
  selectDates: {
    en: 'Choose your dates',
    de: 'Reisedaten wählen',
    es: 'Elige tus fechas',
    fr: 'Choisissez vos dates',
    is: 'Veldu dagsetningar',
  },
};

export const MONTH_NAMES: L<string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  is: [
    'janúar',
    'febrúar',
    'mars',
    'apríl',
    'maí',
    'júní',
    'júlí',
    'ágúst',
    'september',
    'október',
    'nóvember',
    'desember',
  ],
};

/** Short weekday names, Monday first (the calendar's first column). */
export const WEEKDAY_NAMES: L<string[]> = {
  en: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'],
  de: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
  es: ['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do'],
  fr: ['lu', 'ma', 'me', 'je', 've', 'sa', 'di'],
  is: ['mán', 'þri', 'mið', 'fim', 'fös', 'lau', 'sun'],
};

export const SHUTTLE_TEXTS: Record<string, L> = {
  title: {
    en: 'Where is the shuttle?',
    de: 'Wo ist der Shuttlebus?',
    es: '¿Dónde está el autobús lanzadera?',
    fr: 'Où est la navette ?',
    is: 'Hvar er skutlan?',
  },
  live: { en: 'LIVE', de: 'LIVE', es: 'EN DIRECTO', fr: 'EN DIRECT', is: 'Í BEINNI' },
  lastSeen: {
    en: 'Last seen {time} ago',
    de: 'Zuletzt gesehen vor {time}',
    es: 'Visto por última vez hace {time}',
    fr: 'Vue il y a {time}',
    is: 'Síðast séð fyrir {time}',
  },
  seconds: { en: 'seconds', de: 'Sekunden', es: 'segundos', fr: 'secondes', is: 'sekúndum' },
  minutes: { en: 'minutes', de: 'Minuten', es: 'minutos', fr: 'minutes', is: 'mínútum' },
  hours: { en: 'hours', de: 'Stunden', es: 'horas', fr: 'heures', is: 'klukkustundum' },
  noShuttles: {
    en: 'No shuttle is on the road right now. Call us and we will pick you up.',
    de: 'Gerade ist kein Shuttle unterwegs. Rufen Sie uns an, wir holen Sie ab.',
    es: 'Ahora mismo no hay ningún autobús en ruta. Llámanos y te recogemos.',
    fr: 'Aucune navette ne circule pour le moment. Appelez-nous et nous viendrons vous chercher.',
    is: 'Engin skutla er á ferðinni núna. Hringdu í okkur og við sækjum þig.',
  },
  description: {
    en: 'Our free shuttle runs between the terminal and our office, about five minutes away. Follow it live on the map.',
    de: 'Unser kostenloser Shuttle pendelt zwischen dem Terminal und unserem etwa fünf Minuten entfernten Büro. Verfolgen Sie ihn live auf der Karte.',
    es: 'Nuestro autobús gratuito circula entre la terminal y nuestra oficina, a unos cinco minutos. Síguelo en directo en el mapa.',
    fr: 'Notre navette gratuite relie le terminal à notre agence, à cinq minutes environ. Suivez-la en direct sur la carte.',
    is: 'Ókeypis skutlan okkar gengur á milli flugstöðvarinnar og skrifstofunnar, um fimm mínútna akstur. Fylgstu með henni í beinni á kortinu.',
  },
};

export const NOT_FOUND: Record<string, L> = {
  title: {
    en: 'This road leads nowhere',
    de: 'Diese Straße führt ins Leere',
    es: 'Esta carretera no lleva a ninguna parte',
    fr: 'Cette route ne mène nulle part',
    is: 'Þessi vegur liggur hvergi',
  },
  text: {
    en: 'We could not find the page you were looking for. It may have moved, or the address may have a typo.',
    de: 'Die gesuchte Seite konnten wir nicht finden. Vielleicht wurde sie verschoben, oder die Adresse enthält einen Tippfehler.',
    es: 'No hemos encontrado la página que buscabas. Puede que se haya movido o que la dirección tenga una errata.',
    fr: 'Nous n’avons pas trouvé la page demandée. Elle a peut-être été déplacée, ou l’adresse contient une faute de frappe.',
    is: 'Við fundum ekki síðuna sem þú leitaðir að. Hún gæti hafa verið færð eða slóðin innihaldið innsláttarvillu.',
  },
  homeLinkLabel: {
    en: 'Back to the home page',
    de: 'Zurück zur Startseite',
    es: 'Volver a la página de inicio',
    fr: 'Retour à l’accueil',
    is: 'Aftur á forsíðu',
  },
};

export const PROMOTION_LABELS: Record<string, L> = {
  buttonText: {
    en: 'Use the code',
    de: 'Code einlösen',
    es: 'Usar el código',
    fr: 'Utiliser le code',
    is: 'Nota kóðann',
  },
  days: { en: 'days', de: 'Tage', es: 'días', fr: 'jours', is: 'dagar' },
  hours: { en: 'hours', de: 'Stunden', es: 'horas', fr: 'heures', is: 'klst.' },
  minutes: { en: 'minutes', de: 'Minuten', es: 'minutos', fr: 'minutes', is: 'mín.' },
  seconds: { en: 'seconds', de: 'Sekunden', es: 'segundos', fr: 'secondes', is: 'sek.' },
};

/** Texts may use {promoCode}, {percentage} and {expiryDate}; the site fills them in. */
export const PROMOTION_TEMPLATES: Partial<Record<Tenant, { name: string; texts: Record<string, L> }>> = {
  cars: {
    name: 'Winter roads deal',
    texts: {
      banner: {
        en: 'Winter deal: {percentage} off with code {promoCode} until {expiryDate}',
        de: 'Winterangebot: {percentage} Rabatt mit dem Code {promoCode} bis {expiryDate}',
        es: 'Oferta de invierno: {percentage} de descuento con el código {promoCode} hasta el {expiryDate}',
        fr: 'Offre d’hiver : {percentage} de réduction avec le code {promoCode} jusqu’au {expiryDate}',
        is: 'Vetrartilboð: {percentage} afsláttur með kóðanum {promoCode} til {expiryDate}',
      },
      title: {
        en: 'Northern lights season is here',
        de: 'Die Nordlichtsaison hat begonnen',
        es: 'Ha llegado la temporada de auroras boreales',
        fr: 'La saison des aurores boréales est arrivée',
        is: 'Norðurljósatímabilið er hafið',
      },
      text: {
        en: 'Book any car before {expiryDate} and save {percentage} with the code {promoCode}. Every winter rental comes with studded tyres and unlimited kilometres.',
        de: 'Buchen Sie bis zum {expiryDate} einen beliebigen Mietwagen und sparen Sie {percentage} mit dem Code {promoCode}. Jede Wintermiete umfasst Spikereifen und unbegrenzte Kilometer.',
        es: 'Reserva cualquier coche antes del {expiryDate} y ahorra un {percentage} con el código {promoCode}. Todos los alquileres de invierno incluyen neumáticos de clavos y kilometraje ilimitado.',
        fr: 'Réservez une voiture avant le {expiryDate} et économisez {percentage} avec le code {promoCode}. Chaque location d’hiver comprend des pneus cloutés et le kilométrage illimité.',
        is: 'Bókaðu bíl fyrir {expiryDate} og sparaðu {percentage} með kóðanum {promoCode}. Öllum vetrarleigum fylgja nagladekk og ótakmarkaður akstur.',
      },
      note: {
        en: 'Valid for new bookings only. Cannot be combined with other offers.',
        de: 'Gilt nur für Neubuchungen. Nicht mit anderen Angeboten kombinierbar.',
        es: 'Válido solo para nuevas reservas. No acumulable con otras ofertas.',
        fr: 'Valable uniquement pour les nouvelles réservations. Non cumulable avec d’autres offres.',
        is: 'Gildir eingöngu um nýjar bókanir. Ekki hægt að sameina öðrum tilboðum.',
      },
      alt: {
        en: 'Northern lights over snowy mountains',
        de: 'Nordlichter über verschneiten Bergen',
        es: 'Auroras boreales sobre montañas nevadas',
        fr: 'Aurores boréales au-dessus de montagnes enneigées',
        is: 'Norðurljós yfir snæviþöktum fjöllum',
      },
    },
  },
  campers: {
    name: 'Early camper season',
    texts: {
      banner: {
        en: 'Camper deal: {percentage} off with code {promoCode} until {expiryDate}',
        de: 'Camper-Angebot: {percentage} Rabatt mit dem Code {promoCode} bis {expiryDate}',
        es: 'Oferta camper: {percentage} de descuento con el código {promoCode} hasta el {expiryDate}',
        fr: 'Offre van : {percentage} de réduction avec le code {promoCode} jusqu’au {expiryDate}',
        is: 'Húsbílatilboð: {percentage} afsláttur með kóðanum {promoCode} til {expiryDate}',
      },
      title: {
        en: 'Plan your camper trip early',
        de: 'Planen Sie Ihre Campertour frühzeitig',
        es: 'Planifica pronto tu viaje en camper',
        fr: 'Préparez tôt votre voyage en van',
        is: 'Skipuleggðu húsbílaferðina tímanlega',
      },
      text: {
        en: 'Book your camper before {expiryDate} and save {percentage} with the code {promoCode}. Bedding, a kitchen box and a camping card on request.',
        de: 'Buchen Sie Ihren Camper bis zum {expiryDate} und sparen Sie {percentage} mit dem Code {promoCode}. Bettwäsche, Küchenbox und Campingkarte auf Wunsch.',
        es: 'Reserva tu camper antes del {expiryDate} y ahorra un {percentage} con el código {promoCode}. Ropa de cama, caja de cocina y tarjeta de camping bajo petición.',
        fr: 'Réservez votre van avant le {expiryDate} et économisez {percentage} avec le code {promoCode}. Literie, kit cuisine et carte de camping sur demande.',
        is: 'Bókaðu húsbílinn fyrir {expiryDate} og sparaðu {percentage} með kóðanum {promoCode}. Sængurföt, eldhúskassi og útilegukort eftir óskum.',
      },
      note: {
        en: 'Valid for new bookings of at least three days.',
        de: 'Gilt für Neubuchungen ab drei Tagen.',
        es: 'Válido para nuevas reservas de al menos tres días.',
        fr: 'Valable pour les nouvelles réservations d’au moins trois jours.',
        is: 'Gildir um nýjar bókanir í þrjá daga eða lengur.',
      },
      alt: {
        en: 'Camper van on a road under the midnight sun',
        de: 'Campervan auf einer Straße unter der Mitternachtssonne',
        es: 'Camper en una carretera bajo el sol de medianoche',
        fr: 'Van aménagé sur une route sous le soleil de minuit',
        is: 'Húsbíll á vegi undir miðnætursól',
      },
    },
  },
};

export const BANNER: Record<Tenant, { active: boolean; important: boolean; texts: Record<string, L> }> = {
  cars: {
    active: true,
    important: false,
    texts: {
      title: {
        en: 'Check road conditions before you drive',
        de: 'Prüfen Sie vor der Fahrt die Straßenverhältnisse',
        es: 'Consulta el estado de las carreteras antes de salir',
        fr: 'Vérifiez l’état des routes avant de partir',
        is: 'Kannaðu færð á vegum áður en lagt er af stað',
      },
      text: {
        en: 'Weather in Iceland changes fast. See umferdin.is and safetravel.is for closures and warnings.',
        de: 'Das Wetter in Island ändert sich schnell. Sperrungen und Warnungen finden Sie auf umferdin.is und safetravel.is.',
        es: 'El tiempo en Islandia cambia rápido. Consulta cierres y avisos en umferdin.is y safetravel.is.',
        fr: 'La météo change vite en Islande. Consultez umferdin.is et safetravel.is pour les fermetures et alertes.',
        is: 'Veðrið á Íslandi breytist hratt. Sjá lokanir og viðvaranir á umferdin.is og safetravel.is.',
      },
      expanderText: {
        en: 'Mountain roads (F-roads) are closed in winter. Our staff are happy to help you plan a safe route: call us or ask at the desk.',
        de: 'Hochlandstraßen (F-Straßen) sind im Winter gesperrt. Unser Team hilft Ihnen gern bei der Planung einer sicheren Route – rufen Sie uns an oder fragen Sie am Schalter.',
        es: 'Las carreteras de montaña (F) están cerradas en invierno. Nuestro equipo te ayuda a planificar una ruta segura: llámanos o pregunta en el mostrador.',
        fr: 'Les pistes des Hautes Terres (routes F) sont fermées en hiver. Notre équipe vous aide volontiers à préparer un itinéraire sûr : appelez-nous ou demandez au comptoir.',
        is: 'Hálendisvegir (F-vegir) eru lokaðir á veturna. Starfsfólk okkar hjálpar þér að skipuleggja örugga leið – hringdu eða spurðu í afgreiðslunni.',
      },
    },
  },
  campers: {
    active: true,
    important: true,
    texts: {
      title: {
        en: 'Wild camping is not allowed in campers',
        de: 'Wildcampen mit Campern ist nicht erlaubt',
        es: 'No se permite la acampada libre con campers',
        fr: 'Le camping sauvage est interdit en van',
        is: 'Óheimilt er að gista í húsbíl utan tjaldsvæða',
      },
      text: {
        en: 'By Icelandic law, campers must stay overnight at campsites.',
        de: 'Nach isländischem Recht müssen Camper auf Campingplätzen übernachten.',
        es: 'Según la ley islandesa, las campers deben pernoctar en campings.',
        fr: 'Selon la loi islandaise, les vans doivent passer la nuit dans un camping.',
        is: 'Samkvæmt íslenskum lögum skal gista í húsbílum á tjaldsvæðum.',
      },
      expanderText: {
        en: 'Most campsites open in May and close in September; some stay open all year. Our blog lists the ones we like best.',
        de: 'Die meisten Campingplätze öffnen im Mai und schließen im September, einige sind ganzjährig geöffnet. In unserem Blog finden Sie unsere Favoriten.',
        es: 'La mayoría de los campings abren en mayo y cierran en septiembre; algunos abren todo el año. En nuestro blog están nuestros favoritos.',
        fr: 'La plupart des campings ouvrent en mai et ferment en septembre ; certains sont ouverts toute l’année. Nos préférés sont sur notre blog.',
        is: 'Flest tjaldsvæði opna í maí og loka í september en sum eru opin allt árið. Á blogginu okkar eru uppáhaldssvæðin okkar.',
      },
    },
  },
  lease: {
    active: false,
    important: false,
    texts: {
      title: {
        en: 'New: electric cars on monthly lease',
        de: 'Neu: Elektroautos im Monatsleasing',
        es: 'Novedad: coches eléctricos en renting mensual',
        fr: 'Nouveau : voitures électriques en location mensuelle',
        is: 'Nýtt: rafbílar í mánaðarleigu',
      },
      text: {
        en: 'Charging card and home charger installation included.',
        de: 'Ladekarte und Installation einer Wallbox inklusive.',
        es: 'Incluye tarjeta de carga e instalación del cargador en casa.',
        fr: 'Carte de recharge et installation d’une borne à domicile incluses.',
        is: 'Hleðslukort og uppsetning heimahleðslustöðvar innifalin.',
      },
      expanderText: {
        en: 'Ask our lease team about the current waiting times for each model.',
        de: 'Fragen Sie unser Leasing-Team nach den aktuellen Lieferzeiten der Modelle.',
        es: 'Pregunta a nuestro equipo por los plazos de entrega actuales de cada modelo.',
        fr: 'Demandez à notre équipe les délais de livraison actuels de chaque modèle.',
        is: 'Spurðu leiguteymið okkar um núverandi afhendingartíma hverrar gerðar.',
      },
    },
  },
};

import type { L, Tenant } from '../lib.ts';

/** Per-brand home page lines; {brand} is the brand name. */
export const HOME: Record<Tenant, { title: L; heroTitle: L; heroText: L; emphasis: L; intro: L }> = {
  cars: {
    title: {
      en: 'Car rental in Iceland',
      de: 'Mietwagen in Island',
      es: 'Alquiler de coches en Islandia',
      fr: 'Location de voitures en Islande',
      is: 'Bílaleiga á Íslandi',
    },
    heroTitle: {
      en: 'Your road through Iceland starts here',
      de: 'Ihr Weg durch Island beginnt hier',
      es: 'Tu camino por Islandia empieza aquí',
      fr: 'Votre route à travers l’Islande commence ici',
      is: 'Leiðin þín um Ísland hefst hér',
    },
    heroText: {
      en: 'Well-kept cars from Keflavik Airport and Reykjavik, with unlimited kilometres and no hidden fees.',
      de: 'Gepflegte Autos ab Flughafen Keflavík und Reykjavík, mit unbegrenzten Kilometern und ohne versteckte Gebühren.',
      es: 'Coches bien cuidados en el aeropuerto de Keflavík y en Reikiavik, con kilometraje ilimitado y sin cargos ocultos.',
      fr: 'Des voitures bien entretenues à l’aéroport de Keflavík et à Reykjavik, kilométrage illimité et sans frais cachés.',
      is: 'Vel við haldnir bílar á Keflavíkurflugvelli og í Reykjavík, með ótakmörkuðum akstri og engum falnum gjöldum.',
    },
    emphasis: {
      en: '**Free cancellation** up to 48 hours before pickup.',
      de: '**Kostenlose Stornierung** bis 48 Stunden vor der Abholung.',
      es: '**Cancelación gratuita** hasta 48 horas antes de la recogida.',
      fr: '**Annulation gratuite** jusqu’à 48 heures avant la prise en charge.',
      is: '**Ókeypis afbókun** allt að 48 klukkustundum fyrir afhendingu.',
    },
    intro: {
      en: 'Vegur Car Rental is a family-run Icelandic company. We have been renting cars to travellers since 2009.',
      de: 'Vegur Car Rental ist ein isländisches Familienunternehmen. Seit 2009 vermieten wir Autos an Reisende.',
      es: 'Vegur Car Rental es una empresa familiar islandesa. Alquilamos coches a viajeros desde 2009.',
      fr: 'Vegur Car Rental est une entreprise familiale islandaise. Nous louons des voitures aux voyageurs depuis 2009.',
      is: 'Vegur Car Rental er íslenskt fjölskyldufyrirtæki. Við höfum leigt ferðafólki bíla frá árinu 2009.',
    },
  },
  campers: {
    title: {
      en: 'Camper rental in Iceland',
      de: 'Camper mieten in Island',
      es: 'Alquiler de campers en Islandia',
      fr: 'Location de vans en Islande',
      is: 'Húsbílaleiga á Íslandi',
    },
    heroTitle: {
      en: 'Wake up somewhere new every morning',
      de: 'Jeden Morgen an einem neuen Ort aufwachen',
      es: 'Despierta cada mañana en un lugar nuevo',
      fr: 'Réveillez-vous chaque matin dans un nouveau décor',
      is: 'Vaknaðu á nýjum stað á hverjum morgni',
    },
    heroText: {
      en: 'Campers and motorhomes with heating, bedding and a full kitchen, ready at Keflavik Airport.',
      de: 'Camper und Wohnmobile mit Heizung, Bettzeug und kompletter Küche, bereit am Flughafen Keflavík.',
      es: 'Campers y autocaravanas con calefacción, ropa de cama y cocina completa, listas en el aeropuerto de Keflavík.',
      fr: 'Vans et camping-cars chauffés, avec literie et cuisine complète, prêts à l’aéroport de Keflavík.',
      is: 'Húsbílar með miðstöð, sængurfötum og fullbúnu eldhúsi, tilbúnir á Keflavíkurflugvelli.',
    },
    emphasis: {
      en: '**Every camper** comes with a diesel heater for cold nights.',
      de: '**Jeder Camper** hat eine Dieselstandheizung für kalte Nächte.',
      es: '**Todas las campers** tienen calefacción diésel para las noches frías.',
      fr: '**Chaque van** dispose d’un chauffage diesel pour les nuits froides.',
      is: '**Öllum húsbílum** fylgir dísilmiðstöð fyrir kaldar nætur.',
    },
    intro: {
      en: 'Vegur Campers builds out its own vans in our Reykjavik workshop, so we know every bolt.',
      de: 'Vegur Campers baut seine Vans in der eigenen Werkstatt in Reykjavík aus – wir kennen jede Schraube.',
      es: 'Vegur Campers equipa sus furgonetas en nuestro propio taller de Reikiavik, así que conocemos cada tornillo.',
      fr: 'Vegur Campers aménage ses vans dans son propre atelier de Reykjavik : nous en connaissons chaque boulon.',
      is: 'Vegur Campers innréttar bílana sína á eigin verkstæði í Reykjavík, svo við þekkjum hverja skrúfu.',
    },
  },
  lease: {
    title: {
      en: 'Monthly car lease in Iceland',
      de: 'Auto-Monatsleasing in Island',
      es: 'Renting mensual de coches en Islandia',
      fr: 'Location mensuelle de voitures en Islande',
      is: 'Mánaðarleiga á bílum',
    },
    heroTitle: {
      en: 'A car for a month, a year or longer',
      de: 'Ein Auto für einen Monat, ein Jahr oder länger',
      es: 'Un coche para un mes, un año o más',
      fr: 'Une voiture pour un mois, un an ou plus',
      is: 'Bíll í mánuð, ár eða lengur',
    },
    heroText: {
      en: 'One monthly price with insurance, servicing and tyres. Delivered to your door in the capital area.',
      de: 'Ein Monatspreis mit Versicherung, Wartung und Reifen. Lieferung bis vor die Haustür im Großraum Reykjavík.',
      es: 'Una cuota mensual con seguro, mantenimiento y neumáticos. Entrega a domicilio en el área de Reikiavik.',
      fr: 'Un loyer mensuel avec assurance, entretien et pneus. Livraison à domicile dans l’agglomération de Reykjavik.',
      is: 'Eitt mánaðarverð með tryggingum, þjónustu og dekkjum. Afhent heim að dyrum á höfuðborgarsvæðinu.',
    },
    emphasis: {
      en: '**No down payment.** Cancel with thirty days’ notice.',
      de: '**Keine Anzahlung.** Kündigung mit dreißig Tagen Frist.',
      es: '**Sin entrada.** Cancela con treinta días de preaviso.',
      fr: '**Sans apport.** Résiliable avec trente jours de préavis.',
      is: '**Engin útborgun.** Uppsagnarfrestur þrjátíu dagar.',
    },
    intro: {
      en: 'Vegur Lease serves people who live and work in Iceland: newcomers, companies and anyone between cars.',
      de: 'Vegur Lease ist für Menschen, die in Island leben und arbeiten: Neuankömmlinge, Firmen und alle zwischen zwei Autos.',
      es: 'Vegur Lease es para quienes viven y trabajan en Islandia: recién llegados, empresas y quien esté entre dos coches.',
      fr: 'Vegur Lease s’adresse à ceux qui vivent et travaillent en Islande : nouveaux arrivants, entreprises et tous ceux qui sont entre deux voitures.',
      is: 'Vegur Lease þjónar fólki sem býr og starfar á Íslandi: nýbúum, fyrirtækjum og öllum sem eru á milli bíla.',
    },
  },
};

/** The home page's closing line, the same for every brand. */
export const HOME_CLOSING: L = {
  en: 'Questions before you book? Call or write to us: we answer every day of the year, usually within the hour.',
  de: 'Fragen vor der Buchung? Rufen Sie uns an oder schreiben Sie uns: Wir antworten an jedem Tag des Jahres, meist innerhalb einer Stunde.',
  es: '¿Dudas antes de reservar? Llámanos o escríbenos: respondemos todos los días del año, normalmente en menos de una hora.',
  fr: 'Des questions avant de réserver ? Appelez-nous ou écrivez-nous : nous répondons tous les jours de l’année, généralement en moins d’une heure.',
  is: 'Spurningar áður en þú bókar? Hringdu eða skrifaðu okkur: við svörum alla daga ársins, yfirleitt innan klukkustundar.',
};

/** Short interface words used by several builders. */
export const UI: Record<string, L> = {
  book: { en: 'Book now', de: 'Jetzt buchen', es: 'Reservar', fr: 'Réserver', is: 'Bóka núna' },
  findBooking: {
    en: 'Find my booking',
    de: 'Meine Buchung',
    es: 'Mi reserva',
    fr: 'Ma réservation',
    is: 'Mín bókun',
  },
  seeFleet: {
    en: 'See all vehicles',
    de: 'Alle Fahrzeuge ansehen',
    es: 'Ver todos los vehículos',
    fr: 'Voir tous les véhicules',
    is: 'Sjá alla bíla',
  },
  contact: { en: 'Contact us', de: 'Kontakt', es: 'Contacto', fr: 'Nous contacter', is: 'Hafa samband' },
  call: { en: 'Call us', de: 'Anrufen', es: 'Llámanos', fr: 'Appelez-nous', is: 'Hringdu' },
  email: { en: 'E-mail', de: 'E-Mail', es: 'Correo', fr: 'E-mail', is: 'Netfang' },
  blog: {
    en: 'Travel guide',
    de: 'Reiseführer',
    es: 'Guía de viaje',
    fr: 'Guide de voyage',
    is: 'Ferðahandbók',
  },
  latestPosts: {
    en: 'Latest from the blog',
    de: 'Neu im Blog',
    es: 'Lo último del blog',
    fr: 'Derniers articles',
    is: 'Nýjast á blogginu',
  },
  byCategory: {
    en: 'By category',
    de: 'Nach Kategorie',
    es: 'Por categoría',
    fr: 'Par catégorie',
    is: 'Eftir flokkum',
  },
  byGearbox: {
    en: 'By gearbox',
    de: 'Nach Getriebe',
    es: 'Por cambio',
    fr: 'Par boîte de vitesses',
    is: 'Eftir skiptingu',
  },
  bySize: { en: 'By size', de: 'Nach Größe', es: 'Por tamaño', fr: 'Par taille', is: 'Eftir stærð' },
  popular: { en: 'Popular', de: 'Beliebt', es: 'Populares', fr: 'Populaires', is: 'Vinsælir' },
  help: { en: 'Help', de: 'Hilfe', es: 'Ayuda', fr: 'Aide', is: 'Aðstoð' },
  company: { en: 'Company', de: 'Unternehmen', es: 'Empresa', fr: 'Entreprise', is: 'Fyrirtækið' },
  vehicles: { en: 'Vehicles', de: 'Fahrzeuge', es: 'Vehículos', fr: 'Véhicules', is: 'Bílar' },
  copyright: {
    en: 'All rights reserved.',
    de: 'Alle Rechte vorbehalten.',
    es: 'Todos los derechos reservados.',
    fr: 'Tous droits réservés.',
    is: 'Allur réttur áskilinn.',
  },
  summer: { en: 'Summer', de: 'Sommer', es: 'Verano', fr: 'Été', is: 'Sumar' },
  winter: { en: 'Winter', de: 'Winter', es: 'Invierno', fr: 'Hiver', is: 'Vetur' },
  mapTitle: {
    en: 'Find us',
    de: 'So finden Sie uns',
    es: 'Cómo llegar',
    fr: 'Nous trouver',
    is: 'Hvar erum við',
  },
  videoTitle: {
    en: 'Picking up your vehicle, step by step',
    de: 'Fahrzeugabholung Schritt für Schritt',
    es: 'La recogida del vehículo, paso a paso',
    fr: 'La prise en charge, étape par étape',
    is: 'Afhending bílsins skref fyrir skref',
  },
  videoCaption: {
    en: 'Two minutes that save you twenty at the desk.',
    de: 'Zwei Minuten, die Ihnen zwanzig am Schalter sparen.',
    es: 'Dos minutos que te ahorran veinte en el mostrador.',
    fr: 'Deux minutes qui vous en font gagner vingt au comptoir.',
    is: 'Tvær mínútur sem spara þér tuttugu í afgreiðslunni.',
  },
  galleryTitle: {
    en: 'Life on the road',
    de: 'Unterwegs',
    es: 'En la carretera',
    fr: 'Sur la route',
    is: 'Á ferðinni',
  },
  compareTitle: {
    en: 'The same road, summer and winter',
    de: 'Dieselbe Straße im Sommer und im Winter',
    es: 'La misma carretera en verano y en invierno',
    fr: 'La même route, en été et en hiver',
    is: 'Sami vegurinn að sumri og vetri',
  },
  distancesTitle: {
    en: 'Driving distances',
    de: 'Entfernungen',
    es: 'Distancias en coche',
    fr: 'Distances en voiture',
    is: 'Vegalengdir',
  },
  pricesTitle: {
    en: 'Prices at a glance',
    de: 'Preise im Überblick',
    es: 'Precios de un vistazo',
    fr: 'Les prix en bref',
    is: 'Verð í hnotskurn',
  },
  faqTitle: {
    en: 'Frequently asked questions',
    de: 'Häufige Fragen',
    es: 'Preguntas frecuentes',
    fr: 'Questions fréquentes',
    is: 'Algengar spurningar',
  },
  whyTitle: {
    en: 'Why travellers choose us',
    de: 'Warum Reisende uns wählen',
    es: 'Por qué nos eligen',
    fr: 'Pourquoi nous choisir',
    is: 'Af hverju við',
  },
};

export const WHY_TABS: { title: L; text: L }[] = [
  {
    title: { en: 'Included', de: 'Inklusive', es: 'Incluido', fr: 'Inclus', is: 'Innifalið' },
    text: {
      en: 'Unlimited kilometres, collision damage waiver, a second driver and 24-hour roadside assistance.',
      de: 'Unbegrenzte Kilometer, Haftungsbeschränkung für Kollisionsschäden, ein Zusatzfahrer und 24-Stunden-Pannenhilfe.',
      es: 'Kilometraje ilimitado, seguro a todo riesgo con franquicia, un segundo conductor y asistencia en carretera 24 horas.',
      fr: 'Kilométrage illimité, assurance dommages collision, un deuxième conducteur et assistance 24 h/24.',
      is: 'Ótakmarkaður akstur, kaskótrygging, aukaökumaður og vegaaðstoð allan sólarhringinn.',
    },
  },
  {
    title: { en: 'Pickup', de: 'Abholung', es: 'Recogida', fr: 'Prise en charge', is: 'Afhending' },
    text: {
      en: 'Collect at the airport around the clock: outside staffed hours the keys wait in our self-service box.',
      de: 'Abholung am Flughafen rund um die Uhr: Außerhalb der Öffnungszeiten warten die Schlüssel in unserer Schlüsselbox.',
      es: 'Recogida en el aeropuerto a cualquier hora: fuera del horario, las llaves te esperan en nuestro buzón de autoservicio.',
      fr: 'Retrait à l’aéroport 24 h/24 : en dehors des heures d’ouverture, les clés vous attendent dans notre boîte libre-service.',
      is: 'Sæktu á flugvellinum allan sólarhringinn: utan opnunartíma bíða lyklarnir í sjálfsafgreiðsluboxinu.',
    },
  },
  {
    title: { en: 'Support', de: 'Service', es: 'Atención', fr: 'Assistance', is: 'Þjónusta' },
    text: {
      en: 'Real people in Iceland answer the phone in English, German, Spanish, French and Icelandic.',
      de: 'Echte Menschen in Island beantworten Ihre Anrufe auf Deutsch, Englisch, Spanisch, Französisch und Isländisch.',
      es: 'Personas de verdad en Islandia te atienden en español, inglés, alemán, francés e islandés.',
      fr: 'De vraies personnes en Islande vous répondent en français, anglais, allemand, espagnol et islandais.',
      is: 'Alvöru fólk á Íslandi svarar í símann á íslensku, ensku, þýsku, spænsku og frönsku.',
    },
  },
];

export const FAQ: { q: L; a: L }[] = [
  {
    q: {
      en: 'What do I need to pick up the vehicle?',
      de: 'Was brauche ich für die Abholung?',
      es: '¿Qué necesito para recoger el vehículo?',
      fr: 'De quoi ai-je besoin pour récupérer le véhicule ?',
      is: 'Hvað þarf ég til að sækja bílinn?',
    },
    a: {
      en: 'A valid driving licence held for at least one year, a credit card in the main driver’s name and your booking reference.',
      de: 'Einen seit mindestens einem Jahr gültigen Führerschein, eine Kreditkarte auf den Namen des Hauptfahrers und Ihre Buchungsnummer.',
      es: 'Un permiso de conducir con al menos un año de antigüedad, una tarjeta de crédito a nombre del conductor principal y tu número de reserva.',
      fr: 'Un permis valide depuis au moins un an, une carte de crédit au nom du conducteur principal et votre numéro de réservation.',
      is: 'Gilt ökuskírteini sem hefur verið í gildi í að minnsta kosti eitt ár, kreditkort á nafni aðalökumanns og bókunarnúmerið.',
    },
  },
  {
    q: {
      en: 'Can I return the vehicle outside opening hours?',
      de: 'Kann ich das Fahrzeug außerhalb der Öffnungszeiten zurückgeben?',
      es: '¿Puedo devolver el vehículo fuera del horario?',
      fr: 'Puis-je rendre le véhicule en dehors des heures d’ouverture ?',
      is: 'Get ég skilað bílnum utan opnunartíma?',
    },
    a: {
      en: 'Yes. At Keflavik Airport and in Reykjavik you can return any time: park in our lot and drop the key in the box.',
      de: 'Ja. Am Flughafen Keflavík und in Reykjavík jederzeit: Parken Sie auf unserem Parkplatz und werfen Sie den Schlüssel in die Box.',
      es: 'Sí. En el aeropuerto de Keflavík y en Reikiavik puedes devolverlo a cualquier hora: aparca en nuestro aparcamiento y deja la llave en el buzón.',
      fr: 'Oui. À l’aéroport de Keflavík et à Reykjavik, à toute heure : garez-vous sur notre parking et déposez la clé dans la boîte.',
      is: 'Já. Á Keflavíkurflugvelli og í Reykjavík hvenær sem er: leggðu á planinu okkar og settu lykilinn í boxið.',
    },
  },
  {
    q: {
      en: 'Is gravel protection worth it?',
      de: 'Lohnt sich ein Steinschlagschutz?',
      es: '¿Merece la pena la protección contra gravilla?',
      fr: 'La protection gravillons vaut-elle le coup ?',
      is: 'Borgar malarvörn sig?',
    },
    a: {
      en: 'Most damage in Iceland comes from loose stones on gravel roads. If you leave the Golden Circle, we recommend it.',
      de: 'Die meisten Schäden in Island entstehen durch Steinschlag auf Schotterstraßen. Wenn Sie den Golden Circle verlassen, empfehlen wir ihn.',
      es: 'La mayoría de los daños en Islandia se deben a piedras sueltas en pistas de grava. Si sales del Círculo Dorado, te la recomendamos.',
      fr: 'La plupart des dégâts en Islande viennent des gravillons sur les pistes. Si vous quittez le Cercle d’or, nous la recommandons.',
      is: 'Flest tjón á Íslandi verða vegna steinkasts á malarvegum. Ef þú ferð út fyrir Gullna hringinn mælum við með henni.',
    },
  },
  {
    q: {
      en: 'How do I get from the terminal to your office?',
      de: 'Wie komme ich vom Terminal zu Ihrem Büro?',
      es: '¿Cómo llego de la terminal a vuestra oficina?',
      fr: 'Comment rejoindre votre agence depuis le terminal ?',
      is: 'Hvernig kemst ég frá flugstöðinni á skrifstofuna?',
    },
    a: {
      en: 'Our free shuttle leaves from bus stop 3 outside arrivals every fifteen minutes. You can follow it live on our website.',
      de: 'Unser kostenloser Shuttle fährt alle fünfzehn Minuten von Bushaltestelle 3 vor der Ankunftshalle. Sie können ihn live auf unserer Website verfolgen.',
      es: 'Nuestro autobús gratuito sale cada quince minutos de la parada 3, frente a llegadas. Puedes seguirlo en directo en nuestra web.',
      fr: 'Notre navette gratuite part de l’arrêt 3 devant les arrivées toutes les quinze minutes. Suivez-la en direct sur notre site.',
      is: 'Ókeypis skutlan okkar fer frá stoppistöð 3 fyrir utan komusalinn á fimmtán mínútna fresti. Þú getur fylgst með henni í beinni á vefnum.',
    },
  },
];

export const MEETING_POINT = {
  title: {
    en: 'Meeting point at Keflavik Airport',
    de: 'Treffpunkt am Flughafen Keflavík',
    es: 'Punto de encuentro en el aeropuerto de Keflavík',
    fr: 'Point de rendez-vous à l’aéroport de Keflavík',
    is: 'Fundarstaður á Keflavíkurflugvelli',
  } satisfies L,
  intro: {
    en: 'Our office is five minutes from the terminal. Follow these steps after you collect your luggage.',
    de: 'Unser Büro liegt fünf Minuten vom Terminal entfernt. Folgen Sie diesen Schritten, nachdem Sie Ihr Gepäck abgeholt haben.',
    es: 'Nuestra oficina está a cinco minutos de la terminal. Sigue estos pasos después de recoger tu equipaje.',
    fr: 'Notre agence est à cinq minutes du terminal. Suivez ces étapes après avoir récupéré vos bagages.',
    is: 'Skrifstofan okkar er í fimm mínútna fjarlægð frá flugstöðinni. Fylgdu þessum skrefum þegar þú hefur sótt farangurinn.',
  } satisfies L,
  steps: [
    {
      en: 'Walk through the arrivals hall and leave the terminal through the main exit.',
      de: 'Gehen Sie durch die Ankunftshalle und verlassen Sie das Terminal durch den Hauptausgang.',
      es: 'Cruza la sala de llegadas y sal de la terminal por la salida principal.',
      fr: 'Traversez le hall des arrivées et sortez du terminal par la sortie principale.',
      is: 'Gakktu í gegnum komusalinn og út um aðalútganginn.',
    },
    {
      en: 'Turn right and walk to bus stop 3, marked with our orange sign.',
      de: 'Gehen Sie nach rechts zur Bushaltestelle 3 mit unserem orangefarbenen Schild.',
      es: 'Gira a la derecha y camina hasta la parada 3, marcada con nuestro cartel naranja.',
      fr: 'Tournez à droite jusqu’à l’arrêt 3, signalé par notre panneau orange.',
      is: 'Beygðu til hægri og gakktu að stoppistöð 3 sem er merkt með appelsínugula skiltinu okkar.',
    },
    {
      en: 'Our shuttle arrives every fifteen minutes and takes you to the office in five.',
      de: 'Unser Shuttle kommt alle fünfzehn Minuten und bringt Sie in fünf Minuten zum Büro.',
      es: 'Nuestro autobús pasa cada quince minutos y te lleva a la oficina en cinco.',
      fr: 'Notre navette passe toutes les quinze minutes et vous dépose à l’agence en cinq minutes.',
      is: 'Skutlan kemur á fimmtán mínútna fresti og ekur þér á skrifstofuna á fimm mínútum.',
    },
  ] satisfies L[],
  mapLink: {
    en: 'Open in Google Maps',
    de: 'In Google Maps öffnen',
    es: 'Abrir en Google Maps',
    fr: 'Ouvrir dans Google Maps',
    is: 'Opna í Google Maps',
  } satisfies L,
  alts: [
    {
      en: 'Exit sign in the arrivals hall',
      de: 'Ausgangsschild in der Ankunftshalle',
      es: 'Cartel de salida en la sala de llegadas',
      fr: 'Panneau de sortie dans le hall des arrivées',
      is: 'Útgönguskilti í komusalnum',
    },
    {
      en: 'Orange Vegur sign at bus stop 3',
      de: 'Oranges Vegur-Schild an Haltestelle 3',
      es: 'Cartel naranja de Vegur en la parada 3',
      fr: 'Panneau orange Vegur à l’arrêt 3',
      is: 'Appelsínugult Vegur-skilti við stoppistöð 3',
    },
    {
      en: 'Direction sign to the shuttle pick-up',
      de: 'Wegweiser zum Shuttle',
      es: 'Señal hacia el autobús lanzadera',
      fr: 'Panneau vers la navette',
      is: 'Vegvísir að skutlunni',
    },
  ] satisfies L[],
};

export const QUOTES: { quote: L; author: string; role: L }[] = [
  {
    quote: {
      en: 'The car was spotless, the shuttle was waiting, and they even lent us an extra ice scraper.',
      de: 'Das Auto war blitzsauber, der Shuttle wartete schon, und sie haben uns sogar einen zweiten Eiskratzer geliehen.',
      es: 'El coche estaba impecable, el autobús nos esperaba e incluso nos prestaron otro rascador de hielo.',
      fr: 'La voiture était impeccable, la navette nous attendait et on nous a même prêté un deuxième grattoir.',
      is: 'Bíllinn var tandurhreinn, skutlan beið eftir okkur og við fengum meira að segja auka rúðusköfu.',
    },
    author: 'Anna Weber',
    role: {
      en: 'Traveller from Germany',
      de: 'Reisende aus Deutschland',
      es: 'Viajera de Alemania',
      fr: 'Voyageuse venue d’Allemagne',
      is: 'Ferðalangur frá Þýskalandi',
    },
  },
  {
    quote: {
      en: 'Ten days, 2,400 kilometres and not a single worry. We will be back in winter.',
      de: 'Zehn Tage, 2.400 Kilometer und keine einzige Sorge. Im Winter kommen wir wieder.',
      es: 'Diez días, 2.400 kilómetros y ni una sola preocupación. Volveremos en invierno.',
      fr: 'Dix jours, 2 400 kilomètres et pas le moindre souci. Nous reviendrons en hiver.',
      is: 'Tíu dagar, 2.400 kílómetrar og engar áhyggjur. Við komum aftur í vetur.',
    },
    author: 'Lucía Fernández',
    role: {
      en: 'Traveller from Spain',
      de: 'Reisende aus Spanien',
      es: 'Viajera de España',
      fr: 'Voyageuse venue d’Espagne',
      is: 'Ferðalangur frá Spáni',
    },
  },
  {
    quote: {
      en: 'Leasing for our first year made moving so much easier. The car was at our door the day we arrived.',
      de: 'Das Leasing im ersten Jahr hat unseren Umzug viel leichter gemacht. Das Auto stand am Ankunftstag vor der Tür.',
      es: 'El renting del primer año nos facilitó mucho la mudanza. El coche estaba en la puerta el día que llegamos.',
      fr: 'La location la première année a tellement simplifié notre installation. La voiture était devant la porte le jour de notre arrivée.',
      is: 'Leigan fyrsta árið gerði flutninginn miklu auðveldari. Bíllinn beið við dyrnar daginn sem við komum.',
    },
    author: 'Julien Moreau',
    role: {
      en: 'Moved to Reykjavik from France',
      de: 'Aus Frankreich nach Reykjavík gezogen',
      es: 'Se mudó de Francia a Reikiavik',
      fr: 'Installé à Reykjavik depuis la France',
      is: 'Flutti frá Frakklandi til Reykjavíkur',
    },
  },
];

/**
 * "Prices at a glance" on each home page: the classes and seasons it names. The numbers are read
 * from the classes' rate tables, never typed here.
 */
export const PRICE_TABLE: Record<Tenant, { classes: string[]; days: number }> = {
  cars: { classes: ['aygo', 'yaris-hybrid', 'duster-4x4', 'land-cruiser'], days: 7 },
  campers: { classes: ['dokker-camper', 'trafic-camper', 'ducato-motorhome'], days: 7 },
  lease: { classes: ['picanto-lease', 'yaris-lease', 'niro-ev-lease'], days: 30 },
};

/** The home pages' plain table (the spec's table block): driving distances, no prices. */
export const DISTANCE_TABLE: { head: L<string[]>; rows: { place: string; km: number; time: string }[] } = {
  head: {
    en: ['From Reykjavík to', 'Distance', 'Driving time (h:mm)'],
    de: ['Von Reykjavík nach', 'Entfernung', 'Fahrzeit (h:mm)'],
    es: ['De Reikiavik a', 'Distancia', 'Tiempo de conducción (h:mm)'],
    fr: ['De Reykjavik à', 'Distance', 'Temps de conduite (h:mm)'],
    is: ['Frá Reykjavík til', 'Vegalengd', 'Aksturstími (klst:mín)'],
  },
  rows: [
    { place: 'Keflavík', km: 50, time: '0:45' },
    { place: 'Vík', km: 185, time: '2:30' },
    { place: 'Jökulsárlón', km: 375, time: '4:45' },
    { place: 'Akureyri', km: 390, time: '5:00' },
  ],
};

interface ContentPageText {
  slug: L;
  title: L;
  body: L<string[]>;
}

export const CONTENT_PAGES: Record<'about' | 'faq' | 'pickup' | 'terms' | 'privacy', ContentPageText> = {
  about: {
    slug: { en: 'about-us', de: 'ueber-uns', es: 'sobre-nosotros', fr: 'a-propos', is: 'um-okkur' },
    title: { en: 'About us', de: 'Über uns', es: 'Sobre nosotros', fr: 'À propos', is: 'Um okkur' },
    body: {
      en: [
        'Vegur means “road” in Icelandic. We started with six cars at Keflavik in 2009 and today run three brands from Keflavik Airport and Reykjavik.',
        'Our mechanics, drivers and desk staff live here and know the roads in every season.',
      ],
      de: [
        'Vegur bedeutet auf Isländisch „Straße“. Wir haben 2009 mit sechs Autos in Keflavík angefangen und betreiben heute drei Marken am Flughafen Keflavík und in Reykjavík.',
        'Unsere Mechaniker, Fahrer und Mitarbeitenden am Schalter leben hier und kennen die Straßen zu jeder Jahreszeit.',
      ],
      es: [
        'Vegur significa «carretera» en islandés. Empezamos con seis coches en Keflavík en 2009 y hoy gestionamos tres marcas en el aeropuerto de Keflavík y en Reikiavik.',
        'Nuestros mecánicos, conductores y personal de mostrador viven aquí y conocen las carreteras en cada estación.',
      ],
      fr: [
        'Vegur signifie « route » en islandais. Nous avons commencé avec six voitures à Keflavík en 2009 et gérons aujourd’hui trois marques à l’aéroport de Keflavík et à Reykjavik.',
        'Nos mécaniciens, chauffeurs et agents vivent ici et connaissent les routes en toute saison.',
      ],
      is: [
        'Vegur er einfaldlega vegur. Við byrjuðum með sex bíla í Keflavík árið 2009 og rekum í dag þrjú vörumerki á Keflavíkurflugvelli og í Reykjavík.',
        'Bifvélavirkjar, bílstjórar og afgreiðslufólk okkar býr hér og þekkir vegina á öllum árstímum.',
      ],
    },
  },
  faq: {
    slug: {
      en: 'faq',
      de: 'haeufige-fragen',
      es: 'preguntas-frecuentes',
      fr: 'questions-frequentes',
      is: 'spurt-og-svarad',
    },
    title: {
      en: 'Frequently asked questions',
      de: 'Häufige Fragen',
      es: 'Preguntas frecuentes',
      fr: 'Questions fréquentes',
      is: 'Spurt og svarað',
    },
    body: {
      en: [
        'Can’t find your answer? Call us or write to us: we reply within a few hours, every day of the year.',
      ],
      de: [
        'Keine Antwort gefunden? Rufen Sie uns an oder schreiben Sie uns – wir antworten an jedem Tag des Jahres innerhalb weniger Stunden.',
      ],
      es: [
        '¿No encuentras tu respuesta? Llámanos o escríbenos: respondemos en pocas horas todos los días del año.',
      ],
      fr: [
        'Vous ne trouvez pas votre réponse ? Appelez-nous ou écrivez-nous : nous répondons en quelques heures, tous les jours de l’année.',
      ],
      is: [
        'Fannstu ekki svarið? Hringdu eða skrifaðu okkur: við svörum innan fárra klukkustunda alla daga ársins.',
      ],
    },
  },
  pickup: {
    slug: {
      en: 'pickup-and-return',
      de: 'abholung-und-rueckgabe',
      es: 'recogida-y-devolucion',
      fr: 'retrait-et-retour',
      is: 'afhending-og-skil',
    },
    title: {
      en: 'Pickup and return',
      de: 'Abholung und Rückgabe',
      es: 'Recogida y devolución',
      fr: 'Retrait et retour',
      is: 'Afhending og skil',
    },
    body: {
      en: [
        'Pick up at Keflavik Airport or in central Reykjavik. Both offices take returns around the clock.',
      ],
      de: [
        'Abholung am Flughafen Keflavík oder im Zentrum von Reykjavík. Beide Büros nehmen Rückgaben rund um die Uhr an.',
      ],
      es: [
        'Recoge en el aeropuerto de Keflavík o en el centro de Reikiavik. Ambas oficinas aceptan devoluciones a cualquier hora.',
      ],
      fr: [
        'Retrait à l’aéroport de Keflavík ou au centre de Reykjavik. Les deux agences acceptent les retours 24 h/24.',
      ],
      is: [
        'Sæktu á Keflavíkurflugvelli eða í miðborg Reykjavíkur. Báðar skrifstofur taka við skilum allan sólarhringinn.',
      ],
    },
  },
  terms: {
    slug: {
      en: 'terms-and-conditions',
      de: 'mietbedingungen',
      es: 'condiciones-generales',
      fr: 'conditions-generales',
      is: 'skilmalar',
    },
    title: {
      en: 'Terms and conditions',
      de: 'Mietbedingungen',
      es: 'Condiciones generales',
      fr: 'Conditions générales',
      is: 'Skilmálar',
    },
    body: {
      en: [
        '## Drivers',
        'The main driver must be at least 20 years old and have held a licence for one year; larger vehicles require 23 years.',
        '## Payment',
        'A part of the rental is due at booking and the rest at pickup. A deposit is held on the main driver’s credit card.',
        '## Cancellation',
        'Free cancellation up to the time stated in your booking confirmation; later cancellations are charged the amount already paid.',
      ],
      de: [
        '## Fahrer',
        'Der Hauptfahrer muss mindestens 20 Jahre alt sein und seit einem Jahr einen Führerschein besitzen; für größere Fahrzeuge gilt ein Mindestalter von 23 Jahren.',
        '## Zahlung',
        'Ein Teil der Miete ist bei der Buchung fällig, der Rest bei der Abholung. Auf der Kreditkarte des Hauptfahrers wird eine Kaution reserviert.',
        '## Stornierung',
        'Kostenlose Stornierung bis zu dem in der Buchungsbestätigung genannten Zeitpunkt; danach wird der bereits gezahlte Betrag einbehalten.',
      ],
      es: [
        '## Conductores',
        'El conductor principal debe tener al menos 20 años y un año de carné; para vehículos grandes se exigen 23 años.',
        '## Pago',
        'Una parte del alquiler se paga al reservar y el resto en la recogida. Se bloquea una fianza en la tarjeta de crédito del conductor principal.',
        '## Cancelación',
        'Cancelación gratuita hasta el momento indicado en la confirmación; después se cobra el importe ya pagado.',
      ],
      fr: [
        '## Conducteurs',
        'Le conducteur principal doit avoir au moins 20 ans et un an de permis ; 23 ans pour les grands véhicules.',
        '## Paiement',
        'Une partie de la location est payée à la réservation, le solde au retrait. Une caution est bloquée sur la carte de crédit du conducteur principal.',
        '## Annulation',
        'Annulation gratuite jusqu’au délai indiqué dans la confirmation ; au-delà, le montant déjà versé est retenu.',
      ],
      is: [
        '## Ökumenn',
        'Aðalökumaður skal vera að minnsta kosti 20 ára og hafa haft ökuréttindi í eitt ár; 23 ára aldurstakmark er á stærri bílum.',
        '## Greiðsla',
        'Hluti leigunnar greiðist við bókun og afgangurinn við afhendingu. Trygging er tekin frá á kreditkorti aðalökumanns.',
        '## Afbókun',
        'Ókeypis afbókun fram að þeim tíma sem fram kemur í bókunarstaðfestingu; eftir það er greidd upphæð ekki endurgreidd.',
      ],
    },
  },
  privacy: {
    slug: {
      en: 'privacy-policy',
      de: 'datenschutz',
      es: 'politica-de-privacidad',
      fr: 'confidentialite',
      is: 'personuvernd',
    },
    title: {
      en: 'Privacy policy',
      de: 'Datenschutzerklärung',
      es: 'Política de privacidad',
      fr: 'Politique de confidentialité',
      is: 'Persónuverndarstefna',
    },
    body: {
      en: [
        'We collect only the data we need to rent you a vehicle: your name, contact details, driving licence and payment information.',
        'We never sell your data. You can ask to see, correct or delete it at any time by writing to us.',
      ],
      de: [
        'Wir erheben nur die Daten, die wir für die Vermietung brauchen: Name, Kontaktdaten, Führerschein und Zahlungsinformationen.',
        'Wir verkaufen Ihre Daten niemals. Sie können jederzeit schriftlich Auskunft, Berichtigung oder Löschung verlangen.',
      ],
      es: [
        'Solo recogemos los datos necesarios para alquilarte un vehículo: nombre, datos de contacto, permiso de conducir e información de pago.',
        'Nunca vendemos tus datos. Puedes pedirnos por escrito verlos, corregirlos o borrarlos cuando quieras.',
      ],
      fr: [
        'Nous ne collectons que les données nécessaires à la location : nom, coordonnées, permis de conduire et informations de paiement.',
        'Nous ne vendons jamais vos données. Vous pouvez à tout moment demander par écrit à les consulter, les corriger ou les supprimer.',
      ],
      is: [
        'Við söfnum aðeins þeim upplýsingum sem þarf til að leigja þér bíl: nafni, samskiptaupplýsingum, ökuskírteini og greiðsluupplýsingum.',
        'Við seljum aldrei gögnin þín. Þú getur hvenær sem er óskað skriflega eftir að sjá þau, leiðrétta eða eyða.',
      ],
    },
  },
};

export const HOURS_TABS: { title: L; text: L }[] = [
  {
    title: {
      en: 'Keflavik Airport',
      de: 'Flughafen Keflavík',
      es: 'Aeropuerto de Keflavík',
      fr: 'Aéroport de Keflavík',
      is: 'Keflavíkurflugvöllur',
    },
    text: {
      en: 'Staffed 04:30–23:30 in summer and 05:00–22:00 in winter. Self-service pickup at night; returns at any time.',
      de: 'Besetzt im Sommer 04:30–23:30 und im Winter 05:00–22:00. Nachts Selbstabholung, Rückgabe jederzeit.',
      es: 'Con personal de 04:30 a 23:30 en verano y de 05:00 a 22:00 en invierno. Autoservicio por la noche; devoluciones a cualquier hora.',
      fr: 'Ouvert de 04:30 à 23:30 en été et de 05:00 à 22:00 en hiver. Retrait en libre-service la nuit ; retour à toute heure.',
      is: 'Opið 04:30–23:30 á sumrin og 05:00–22:00 á veturna. Sjálfsafgreiðsla á nóttunni; skil hvenær sem er.',
    },
  },
  {
    title: { en: 'Reykjavik', de: 'Reykjavík', es: 'Reikiavik', fr: 'Reykjavik', is: 'Reykjavík' },
    text: {
      en: 'Weekdays 08:00–18:00 in summer and 08:00–17:00 in winter; shorter hours at weekends. Key box for returns.',
      de: 'Werktags im Sommer 08:00–18:00 und im Winter 08:00–17:00, am Wochenende kürzer. Schlüsselbox für die Rückgabe.',
      es: 'Entre semana de 08:00 a 18:00 en verano y de 08:00 a 17:00 en invierno; horario reducido los fines de semana. Buzón de llaves para devoluciones.',
      fr: 'En semaine de 08:00 à 18:00 en été et de 08:00 à 17:00 en hiver ; horaires réduits le week-end. Boîte à clés pour les retours.',
      is: 'Virka daga 08:00–18:00 á sumrin og 08:00–17:00 á veturna; styttri opnun um helgar. Lyklabox fyrir skil.',
    },
  },
];

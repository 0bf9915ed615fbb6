import type { EXTRA_TEXT_FIELDS, Translations } from "../../../../domain/translations.ts";

/** The demo extras' texts in the other languages, keyed by the English extra name (../extras.ts). */
export const SEED_EXTRA_TRANSLATIONS: Readonly<Record<string, Translations<typeof EXTRA_TEXT_FIELDS>>> = {
  "Baby seat (0-13 kg)": {
    pt: {
      name: "Cadeira de bebé (0-13 kg)",
      description: "Cadeira tipo «ovo», voltada para trás, para bebés até cerca dos 15 meses, instalada pelo seu motorista.",
    },
    fr: {
      name: "Siège bébé (0-13 kg)",
      description: "Coque dos à la route pour les bébés jusqu’à 15 mois environ, installée par votre chauffeur.",
    },
    es: {
      name: "Portabebés (0-13 kg)",
      description: "Portabebés a contramarcha para bebés de hasta unos 15 meses, instalado por su conductor.",
    },
    zh: {
      name: "婴儿座椅（0-13 公斤）",
      description: "后向式婴儿提篮座椅，适合约 15 个月以下的婴儿，由司机为您安装。",
    },
  },
  "Child seat (9-18 kg)": {
    pt: {
      name: "Cadeira de criança (9-18 kg)",
      description: "Cadeira voltada para a frente, com arnês, para crianças entre cerca de 1 e 4 anos.",
    },
    fr: {
      name: "Siège enfant (9-18 kg)",
      description: "Siège face à la route avec harnais, pour les tout-petits d’environ 1 à 4 ans.",
    },
    es: {
      name: "Silla infantil (9-18 kg)",
      description: "Silla en el sentido de la marcha, con arnés, para niños de aproximadamente 1 a 4 años.",
    },
    zh: {
      name: "儿童座椅（9-18 公斤）",
      description: "前向式儿童安全座椅，配有安全背带，适合约 1 至 4 岁的幼儿。",
    },
  },
  "Booster seat (15-36 kg)": {
    pt: {
      name: "Assento elevatório (15-36 kg)",
      description: "Assento elevatório com encosto, para crianças entre cerca de 4 e 12 anos.",
    },
    fr: {
      name: "Rehausseur (15-36 kg)",
      description: "Rehausseur avec dossier, pour les enfants d’environ 4 à 12 ans.",
    },
    es: {
      name: "Alzador (15-36 kg)",
      description: "Alzador con respaldo para niños de aproximadamente 4 a 12 años.",
    },
    zh: {
      name: "增高座椅（15-36 公斤）",
      description: "带靠背的儿童增高座垫，适合约 4 至 12 岁的儿童。",
    },
  },
  "Extra luggage": {
    pt: {
      name: "Bagagem extra",
      description: "Uma mala grande ou um volume de grandes dimensões adicional, além de uma mala por passageiro.",
    },
    fr: {
      name: "Bagage supplémentaire",
      description: "Une grande valise ou un objet encombrant en plus de la valise prévue pour chaque passager.",
    },
    es: {
      name: "Equipaje adicional",
      description: "Una maleta grande o un bulto voluminoso adicional, además de una maleta por pasajero.",
    },
    zh: {
      name: "额外行李",
      description: "在每位乘客一件行李箱之外，额外携带一件大型行李箱或大件物品。",
    },
  },
  "Golf bag": {
    pt: {
      name: "Saco de golfe",
      description: "Transporte seguro de um saco de golfe de e para os campos de golfe do Algarve.",
    },
    fr: {
      name: "Sac de golf",
      description: "Transport en toute sécurité d’un sac de golf vers les parcours de l’Algarve, à l’aller comme au retour.",
    },
    es: {
      name: "Bolsa de golf",
      description: "Transporte seguro de una bolsa de golf, de ida y vuelta a los campos de golf del Algarve.",
    },
    zh: {
      name: "高尔夫球包",
      description: "安全运送一个高尔夫球包，往返阿尔加维各高尔夫球场。",
    },
  },
  "Bicycle transport": {
    pt: {
      name: "Transporte de bicicleta",
      description: "Transporte de uma bicicleta, embalada ou presa num suporte. Indique-nos o tamanho ao fazer a reserva.",
    },
    fr: {
      name: "Transport de vélo",
      description: "Transport d’un vélo, emballé ou fixé sur un porte-vélos. Merci de nous indiquer sa taille lors de la réservation.",
    },
    es: {
      name: "Transporte de bicicleta",
      description: "Transporte de una bicicleta, embalada o sujeta en un portabicicletas. Indíquenos el tamaño al hacer la reserva.",
    },
    zh: {
      name: "自行车运送",
      description: "运送一辆自行车（装箱或固定在车架上）。预订时请告知自行车尺寸。",
    },
  },
  "Meet & greet name sign": {
    pt: {
      name: "Receção com placa de nome",
      description: "O seu motorista espera por si na zona de chegadas, com uma placa personalizada com o seu nome.",
    },
    fr: {
      name: "Accueil avec pancarte nominative",
      description: "Votre chauffeur vous attend dans le hall des arrivées avec une pancarte personnalisée à votre nom.",
    },
    es: {
      name: "Recepción con cartel personalizado",
      description: "Su conductor le espera en la sala de llegadas con un cartel personalizado con su nombre.",
    },
    zh: {
      name: "接机举牌服务",
      description: "司机将在到达大厅手持印有您姓名的专属接机牌等候您。",
    },
  },
  "Welcome drinks": {
    pt: {
      name: "Bebidas de boas-vindas",
      description: "Uma garrafa de espumante português bem fresca e refrigerantes à sua espera na viatura.",
    },
    fr: {
      name: "Boissons de bienvenue",
      description: "Une bouteille de vin pétillant portugais bien frais et des boissons sans alcool vous attendent à bord.",
    },
    es: {
      name: "Bebidas de bienvenida",
      description: "Una botella de espumoso portugués bien frío y refrescos le esperan en el vehículo.",
    },
    zh: {
      name: "迎宾饮品",
      description: "车内为您备好一瓶冰镇葡萄牙起泡酒及软饮。",
    },
  },
};

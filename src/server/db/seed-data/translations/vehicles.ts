import type { Translations, VEHICLE_TEXT_FIELDS } from "../../../../domain/translations.ts";

/**
 * The demo fleet's texts in the other languages, keyed by the English vehicle name (../vehicles.ts).
 * The names themselves are car models (proper names) and are not translated.
 */
export const SEED_VEHICLE_TRANSLATIONS: Readonly<Record<string, Translations<typeof VEHICLE_TEXT_FIELDS>>> = {
  "Skoda Octavia Combi": {
    pt: {
      description:
        "Uma carrinha espaçosa e confortável, com uma das maiores bagageiras da sua categoria. " +
        "A escolha acertada para transfers de e para o aeroporto, com até quatro passageiros e as respetivas malas.",
      features: [
        "Ar condicionado",
        "Espaço para 4 malas",
        "Carregadores USB",
        "Água engarrafada",
        "Cadeiras de criança mediante pedido",
      ],
    },
    fr: {
      description:
        "Un break spacieux et confortable, doté de l’un des plus grands coffres de sa catégorie. " +
        "Le choix avisé pour vos transferts aéroport, jusqu’à quatre passagers et leurs valises.",
      features: [
        "Climatisation",
        "Place pour 4 valises",
        "Chargeurs USB",
        "Eau en bouteille",
        "Sièges enfant sur demande",
      ],
    },
    es: {
      description:
        "Un familiar amplio y cómodo, con uno de los maleteros más grandes de su categoría. " +
        "La opción más sensata para traslados al aeropuerto de hasta cuatro pasajeros con su equipaje.",
      features: [
        "Aire acondicionado",
        "Espacio para 4 maletas",
        "Cargadores USB",
        "Agua embotellada",
        "Sillas infantiles bajo petición",
      ],
    },
    zh: {
      description: "宽敞舒适的旅行车，行李厢容量在同级车型中名列前茅。最多四位乘客携行李往返机场，选它最为明智。",
      features: ["空调", "可放 4 件行李箱", "USB 充电口", "瓶装水", "可应要求提供儿童座椅"],
    },
  },
  "Toyota Corolla Touring Sports Hybrid": {
    pt: {
      description:
        "Uma carrinha híbrida silenciosa e eficiente, de andamento suave e bagageira generosa, ideal " +
        "para casais e pequenas famílias que viajam entre o Aeroporto de Faro e as zonas turísticas.",
      features: [
        "Ar condicionado",
        "Motorização híbrida silenciosa",
        "Carregadores USB",
        "Água engarrafada",
        "Cadeiras de criança mediante pedido",
      ],
    },
    fr: {
      description:
        "Un break hybride silencieux et sobre, au confort de roulement tout en douceur et au coffre " +
        "généreux, idéal pour les couples et les petites familles entre l’aéroport de Faro et les lieux de villégiature.",
      features: [
        "Climatisation",
        "Motorisation hybride silencieuse",
        "Chargeurs USB",
        "Eau en bouteille",
        "Sièges enfant sur demande",
      ],
    },
    es: {
      description:
        "Un familiar híbrido silencioso y eficiente, de marcha suave y maletero generoso, ideal para " +
        "parejas y familias pequeñas que viajan entre el aeropuerto de Faro y las zonas turísticas.",
      features: [
        "Aire acondicionado",
        "Motor híbrido silencioso",
        "Cargadores USB",
        "Agua embotellada",
        "Sillas infantiles bajo petición",
      ],
    },
    zh: {
      description: "安静高效的混合动力旅行车，乘坐平顺，行李空间充裕，非常适合往返法鲁机场与度假区的情侣和小家庭。",
      features: ["空调", "安静的混合动力系统", "USB 充电口", "瓶装水", "可应要求提供儿童座椅"],
    },
  },
  "Mercedes-Benz Vito Tourer": {
    pt: {
      description:
        "Um miniautocarro prático de oito lugares para famílias e grupos, com bancos individuais, " +
        "acesso fácil por porta deslizante e espaço para a bagagem de todos, incluindo sacos de golfe.",
      features: [
        "8 lugares para passageiros",
        "Ar condicionado",
        "Espaço para 8 malas",
        "Carregadores USB",
        "Água engarrafada",
        "Cadeiras de criança mediante pedido",
      ],
    },
    fr: {
      description:
        "Un minibus pratique de huit places pour les familles et les groupes, avec sièges individuels, " +
        "accès facile par porte coulissante et de la place pour les bagages de chacun, sacs de golf compris.",
      features: [
        "8 places passagers",
        "Climatisation",
        "Place pour 8 valises",
        "Chargeurs USB",
        "Eau en bouteille",
        "Sièges enfant sur demande",
      ],
    },
    es: {
      description:
        "Un práctico minibús de ocho plazas para familias y grupos, con asientos individuales, fácil " +
        "acceso por puerta corredera y espacio para el equipaje de todos, bolsas de golf incluidas.",
      features: [
        "8 plazas para pasajeros",
        "Aire acondicionado",
        "Espacio para 8 maletas",
        "Cargadores USB",
        "Agua embotellada",
        "Sillas infantiles bajo petición",
      ],
    },
    zh: {
      description: "实用的八座小巴，适合家庭和团体出行：独立座椅，滑门上下车方便，每个人的行李都放得下，高尔夫球包也不例外。",
      features: ["8 个乘客座位", "空调", "可放 8 件行李箱", "USB 充电口", "瓶装水", "可应要求提供儿童座椅"],
    },
  },
  "Ford Tourneo Custom": {
    pt: {
      description:
        "Um monovolume confortável de oito lugares, com climatização traseira e uma ampla zona de " +
        "bagagem, muito adequado a transfers de grupo e a excursões de dia inteiro.",
      features: [
        "8 lugares para passageiros",
        "Climatização traseira",
        "Amplo espaço para bagagem",
        "Carregadores USB",
        "Água engarrafada",
        "Cadeiras de criança mediante pedido",
      ],
    },
    fr: {
      description:
        "Un monospace confortable de huit places, avec climatisation à l’arrière et grand espace à " +
        "bagages, parfaitement adapté aux transferts de groupe et aux excursions à la journée.",
      features: [
        "8 places passagers",
        "Climatisation arrière",
        "Grand espace à bagages",
        "Chargeurs USB",
        "Eau en bouteille",
        "Sièges enfant sur demande",
      ],
    },
    es: {
      description:
        "Un cómodo monovolumen de ocho plazas con climatización trasera y un amplio espacio para " +
        "equipaje, muy adecuado para traslados de grupo y excursiones de día completo.",
      features: [
        "8 plazas para pasajeros",
        "Climatización trasera",
        "Amplio espacio para equipaje",
        "Cargadores USB",
        "Agua embotellada",
        "Sillas infantiles bajo petición",
      ],
    },
    zh: {
      description: "舒适的八座商务车，配备后排空调和宽大的行李区，非常适合团体接送和全天游览。",
      features: ["8 个乘客座位", "后排空调", "宽大行李区", "USB 充电口", "瓶装水", "可应要求提供儿童座椅"],
    },
  },
  "Mercedes-Benz E-Class": {
    pt: {
      description:
        "Uma berlina executiva requintada, com estofos em pele e uma viagem serena e confortável. " +
        "Perfeita para quem viaja em negócios e para casais que valorizam espaço e discrição.",
      features: [
        "Bancos em pele",
        "Wi-Fi gratuito",
        "Climatização",
        "Carregadores USB",
        "Água engarrafada",
        "Cadeiras de criança mediante pedido",
      ],
    },
    fr: {
      description:
        "Une élégante berline d’affaires, sellerie en cuir et confort de roulement serein. Parfaite " +
        "pour les voyageurs d’affaires et les couples qui apprécient l’espace et la discrétion.",
      features: [
        "Sièges en cuir",
        "Wi-Fi gratuit",
        "Climatisation",
        "Chargeurs USB",
        "Eau en bouteille",
        "Sièges enfant sur demande",
      ],
    },
    es: {
      description:
        "Una refinada berlina ejecutiva con tapicería de piel y una marcha tranquila y cómoda. " +
        "Perfecta para viajeros de negocios y parejas que valoran el espacio y la discreción.",
      features: [
        "Asientos de piel",
        "Wi-Fi gratuito",
        "Climatizador",
        "Cargadores USB",
        "Agua embotellada",
        "Sillas infantiles bajo petición",
      ],
    },
    zh: {
      description: "精致的商务轿车，真皮内饰，乘坐安静舒适。非常适合重视空间与私密性的商务旅客和情侣。",
      features: ["真皮座椅", "免费 Wi-Fi", "空调温控", "USB 充电口", "瓶装水", "可应要求提供儿童座椅"],
    },
  },
  "Mercedes-Benz V-Class": {
    pt: {
      description:
        "Um monovolume de luxo com cadeiras individuais em pele e lugares frente a frente, em " +
        "configuração de conferência, para até sete passageiros. Ideal para famílias, grupos de golfe " +
        "e equipas executivas que viajam juntos.",
      features: [
        "Cadeiras individuais em pele",
        "Wi-Fi gratuito",
        "Climatização",
        "Espaço para sacos de golfe",
        "Carregadores USB",
        "Água engarrafada",
        "Cadeiras de criança mediante pedido",
      ],
    },
    fr: {
      description:
        "Un monospace de luxe avec fauteuils capitaine en cuir et sièges en vis-à-vis, façon salon, " +
        "pour sept passagers au plus. Idéal pour les familles, les groupes de golfeurs et les équipes " +
        "de direction qui voyagent ensemble.",
      features: [
        "Fauteuils capitaine en cuir",
        "Wi-Fi gratuit",
        "Climatisation",
        "Place pour les sacs de golf",
        "Chargeurs USB",
        "Eau en bouteille",
        "Sièges enfant sur demande",
      ],
    },
    es: {
      description:
        "Un monovolumen de lujo con butacas individuales de piel y asientos enfrentados tipo sala de " +
        "reuniones para hasta siete pasajeros. Ideal para familias, grupos de golf y equipos directivos " +
        "que viajan juntos.",
      features: [
        "Butacas individuales de piel",
        "Wi-Fi gratuito",
        "Climatizador",
        "Espacio para bolsas de golf",
        "Cargadores USB",
        "Agua embotellada",
        "Sillas infantiles bajo petición",
      ],
    },
    zh: {
      description: "豪华商务车，配备真皮独立座椅和面对面的会议式座位布局，最多可载七位宾客。非常适合家庭、高尔夫球团体和结伴出行的高管团队。",
      features: ["真皮独立座椅", "免费 Wi-Fi", "空调温控", "可放高尔夫球包", "USB 充电口", "瓶装水", "可应要求提供儿童座椅"],
    },
  },
  "Mercedes-Benz S-Class": {
    pt: {
      description:
        "A limusina de topo da nossa frota: bancos traseiros reclináveis, iluminação ambiente e um " +
        "silêncio excecional para clientes VIP, casamentos e ocasiões especiais, conduzida pelos " +
        "nossos motoristas mais experientes.",
      features: [
        "Bancos traseiros reclináveis em pele",
        "Wi-Fi gratuito",
        "Vidros escurecidos",
        "Iluminação ambiente",
        "Água engarrafada e bebidas frescas",
        "Cadeiras de criança mediante pedido",
      ],
    },
    fr: {
      description:
        "Notre limousine phare : sièges arrière inclinables, éclairage d’ambiance et silence " +
        "exceptionnel pour vos invités VIP, mariages et grandes occasions, conduite par nos chauffeurs " +
        "les plus expérimentés.",
      features: [
        "Sièges arrière inclinables en cuir",
        "Wi-Fi gratuit",
        "Vitres surteintées",
        "Éclairage d’ambiance",
        "Eau en bouteille et rafraîchissements",
        "Sièges enfant sur demande",
      ],
    },
    es: {
      description:
        "Nuestra limusina insignia: asientos traseros reclinables, iluminación ambiental y un silencio " +
        "excepcional para invitados VIP, bodas y ocasiones especiales, conducida por nuestros chóferes " +
        "más experimentados.",
      features: [
        "Asientos traseros reclinables de piel",
        "Wi-Fi gratuito",
        "Lunas tintadas",
        "Iluminación ambiental",
        "Agua embotellada y refrescos",
        "Sillas infantiles bajo petición",
      ],
    },
    zh: {
      description: "我们的旗舰豪华轿车：后排座椅可躺倚，配有氛围灯，车厢格外静谧，专为 VIP 贵宾、婚礼及特别场合而设，由我们经验最丰富的司机驾驶。",
      features: ["可躺倚真皮后排座椅", "免费 Wi-Fi", "隐私玻璃", "氛围灯", "瓶装水及茶点", "可应要求提供儿童座椅"],
    },
  },
};

import type { CONTENT_TEXT_FIELDS, Translations } from "../../../../domain/translations.ts";

/**
 * The site texts of ../content.ts in the other languages, keyed by "section.key". Only the
 * customer-facing prose: the company's name, phone, e-mail and address are not translated.
 */
export const SEED_CONTENT_TRANSLATIONS: Readonly<Record<string, Translations<typeof CONTENT_TEXT_FIELDS>>> = {
  "hero.title": {
    pt: { value: "Transfers e tours privados premium em Portugal" },
    fr: { value: "Transferts et circuits privés haut de gamme au Portugal" },
    es: { value: "Traslados y tours privados premium en Portugal" },
    zh: { value: "葡萄牙高端私人接送与包车游" },
  },
  "hero.subtitle": {
    pt: {
      value:
        "Motoristas profissionais, preços fixos e uma frota moderna, 24 horas por dia, 7 dias por " +
        "semana. Do Aeroporto de Faro a todos os cantos do Algarve, a Lisboa e a Fátima.",
    },
    fr: {
      value:
        "Chauffeurs professionnels, prix fixes et flotte moderne, 24 h/24 et 7 j/7. De l’aéroport " +
        "de Faro aux quatre coins de l’Algarve, jusqu’à Lisbonne et Fátima.",
    },
    es: {
      value:
        "Chóferes profesionales, precios fijos y una flota moderna, las 24 horas del día, los 7 días " +
        "de la semana. Del aeropuerto de Faro a cualquier rincón del Algarve, Lisboa y Fátima.",
    },
    zh: {
      value: "专业司机、固定价格、现代化车队，7×24 小时全天候服务。从法鲁机场出发，通达阿尔加维各个角落、里斯本和法蒂玛。",
    },
  },
  "fleet.description": {
    pt: {
      value:
        "Todas as viagens são feitas numa viatura recente, com seguro completo e impecavelmente " +
        "cuidada, desde confortáveis carrinhas familiares e espaçosos monovolumes de oito lugares até " +
        "aos Mercedes-Benz Classe E, Classe V e Classe S, para quem exige mais. Todas as viaturas têm " +
        "ar condicionado, há cadeiras de criança disponíveis mediante pedido e todos os motoristas são " +
        "credenciados, experientes e fluentes em inglês.",
    },
    fr: {
      value:
        "Chaque trajet s’effectue à bord d’un véhicule récent, entièrement assuré et impeccablement " +
        "entretenu, du break confortable au monospace spacieux de huit places, jusqu’aux Mercedes-Benz " +
        "Classe E, Classe V et Classe S pour les plus exigeants. Tous nos véhicules sont climatisés, " +
        "des sièges enfant sont disponibles sur demande, et chacun de nos chauffeurs est agréé, " +
        "expérimenté et parle couramment anglais.",
    },
    es: {
      value:
        "Cada trayecto se realiza en un vehículo reciente, totalmente asegurado e impecablemente " +
        "cuidado, desde cómodos coches familiares y amplias furgonetas de ocho plazas hasta los " +
        "Mercedes-Benz Clase E, Clase V y Clase S para quienes esperan algo más. Todos los vehículos " +
        "tienen aire acondicionado, hay sillas infantiles disponibles bajo petición y todos nuestros " +
        "chóferes cuentan con licencia, experiencia y un inglés fluido.",
    },
    zh: {
      value:
        "每一段行程都使用车龄较新、全额投保、保养一丝不苟的车辆：从舒适的旅行车、宽敞的八座商务车，" +
        "到为更高要求的客人准备的梅赛德斯-奔驰 E 级、V 级和 S 级。所有车辆均配备空调，可应要求提供" +
        "儿童座椅，每位司机均持证上岗、经验丰富，并能说流利的英语。",
    },
  },
};

// Generated from openapi/openapi.yaml by `npm run generate:openapi`. Do not edit.

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness of the server and its storage. */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get_constants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product constants and business limits the console needs before sign-in.
         * @description The spec names the call but not its fields; they are designed here from the
         *     business constants and limits of both specification documents (section 9).
         */
        get: operations["getConstants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            /** @description The HTTP status, repeated for clients that only see the body. */
            status: number;
            /** @description A sentence a person can read. */
            message: string;
        };
        Health: {
            /** @enum {string} */
            status: "ok";
            /** @description Installed version, with underscores (for example `6_0_0`). */
            version: string;
        };
        Constants: {
            /** @description The product's display name, used in titles and the LDAP button text. */
            product_name: string;
            /** @description Installed version with underscores; the console shows it with dots. */
            version: string;
            /** @description Page size of lists, asset views and dashboards. */
            default_page_size: number;
            limits: components["schemas"]["InputLimits"];
        };
        InputLimits: {
            /** @description Longest user name accepted. */
            user_name_max: number;
            /** @description Longest password accepted. */
            password_max: number;
            /** @description Longest e-mail address accepted. */
            email_max: number;
            /** @description Digits in an e-mail verification code. */
            code_length: number;
        };
        ConstantsReply: {
            data: {
                attributes: {
                    value: components["schemas"]["Constants"];
                };
            };
        };
    };
    responses: {
        /** @description Any error, in the one error shape. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getConstants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The constants, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstantsReply"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
}

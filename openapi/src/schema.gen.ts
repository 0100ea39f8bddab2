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
        /**
         * @description The one error shape of every failed reply. `message` is a sentence for people (the
         *     spec's exact texts, for example 'user_name & password are must'); the optional
         *     fields carry what a particular error needs.
         */
        Error: {
            /** @description The HTTP status, repeated for clients that only see the body. */
            status: number;
            /** @description What went wrong, for people. */
            message: string;
            /** @description A short heading, for example 'Too Many Login Attempts' or 'Empty SAML Certificate'. */
            title?: string;
            /** @description Field-level problems of a 400 validation error. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description With 429, how long the lockout lasts. */
            minutes?: number;
            /**
             * @description With a login 429, what was locked, the account or the client's address.
             * @enum {string}
             */
            protection?: "account" | "ip";
        };
        ErrorDetail: {
            /** @description The request field at fault (a JSON pointer into the body, or a parameter name). */
            field?: string;
            message: string;
        };
        /** @description Paging of a list reply, the same on every list endpoint. */
        PageMeta: {
            page: number;
            size: number;
            /** @description Items matching the request over all pages. */
            total: number;
            /** @description Cursor of the next page; null on the last page. */
            next_cursor: string | null;
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
        /** @description The request does not fit the contract or the spec's validation rules; nothing was changed. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid session (or API key); for a verification code, 'Code expired. Send again.'. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Signed in, but the role or data scope does not allow this. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such object (or not visible in the caller's data scope). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Rate limit or lockout; `minutes` (and for login `protection`) say how long and what. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Any other error, in the one error shape. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Zero-based page number. */
        page: number;
        /** @description Items per page. */
        size: number;
        /**
         * @description Opaque cursor from `meta.next_cursor` of the previous page; when given, it wins over
         *     `page`. Lets a client walk a long list without counting offsets.
         */
        cursor: string;
        /** @description Free text matched against the list's searchable fields. */
        search: string;
        /** @description Field to sort by; a leading `-` sorts descending (for example `-last_login`). */
        sort: string;
    };
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

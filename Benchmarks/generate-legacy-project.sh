#!/usr/bin/env bash
# Writes a synthetic legacy SwiftUI project of N files into DIR: each file holds an
# ObservableObject model with @Published properties and a view using @StateObject,
# @ObservedObject, @EnvironmentObject, NavigationView and .sheet(isPresented:), deprecated
# modifiers (.foregroundColor, .cornerRadius, .accentColor, one-value .onChange), with comments
# and #if blocks, so that every transform has work. Files differ by their numbered names.
# With --one-file, the N models and views go into the one file FILE instead (its imports
# once at the top): a file of N * 3.3 KB where every model and view changes.
#
#   Benchmarks/generate-legacy-project.sh N DIR
#   Benchmarks/generate-legacy-project.sh --one-file N FILE
set -euo pipefail
usage="usage: generate-legacy-project.sh [--one-file] N DIR|FILE"
one_file=no
if [ "${1:-}" = --one-file ]; then one_file=yes; shift; fi
count=${1:?$usage}
directory=${2:?$usage}

read -r -d '' template <<'SWIFT' || true
import SwiftUI
import Combine

/// Item __N__ of the synthetic catalog.
struct Item__N__: Identifiable, Hashable {
    let id: Int
    var title: String
    var isFavorite: Bool
}

// MARK: - Model

/// Loads and filters the items shown by `CatalogView__N__`.
final class CatalogModel__N__: ObservableObject {
    @Published var items: [Item__N__] = []
    @Published var query = ""          // bound to the search field
    @Published private(set) var isLoading = false
    @Published var selection: Item__N__? {
        didSet { print("selected", selection?.title ?? "nothing") }
    }
    let pageSize = 40
    var cache: [Int: Item__N__] = [:]

    init(items: [Item__N__] = []) {
        self.items = items
    }

    var visibleItems: [Item__N__] {
        query.isEmpty ? items : items.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    func load() {
        isLoading = true
        /* Pretend to fetch a page:
           the real app calls the server here. */
        items = (0..<pageSize).map { Item__N__(id: $0, title: "Item \($0)", isFavorite: $0 % 3 == 0) }
        isLoading = false
    }

    func toggleFavorite(_ item: Item__N__) {
        guard let index = items.firstIndex(of: item) else { return }
        items[index].isFavorite.toggle()
    }
}

/// Settings shared through the environment.
final class CatalogSettings__N__: ObservableObject {
    @Published var showsFavoritesOnly = false
    @Published var sortAscending = true
}

// MARK: - Views

struct CatalogView__N__: View {
    @StateObject private var model = CatalogModel__N__()
    @EnvironmentObject var settings: CatalogSettings__N__
    @State private var isShowingDetail = false
    @State private var selectedItem: Item__N__?

    var body: some View {
        NavigationView {
            List {
                ForEach(model.visibleItems) { item in
                    Button {
                        selectedItem = item
                        isShowingDetail = true
                    } label: {
                        CatalogRow__N__(model: model, item: item)
                    }
                }
            }
            .searchable(text: $model.query)
            .navigationBarTitle("Catalog __N__")
            #if os(iOS)
            .listStyle(.insetGrouped)
            #endif
            .sheet(isPresented: $isShowingDetail) {
                if let selectedItem {
                    CatalogDetail__N__(item: selectedItem)
                }
            }
        }
        .navigationViewStyle(.stack)
        .onAppear { model.load() }
    }
}

struct CatalogRow__N__: View {
    @ObservedObject var model: CatalogModel__N__
    let item: Item__N__

    var body: some View {
        HStack {
            Text(item.title)
                .foregroundColor(.secondary)
            Spacer()
            Image(systemName: item.isFavorite ? "star.fill" : "star")
                .onTapGesture { model.toggleFavorite(item) }
        }
        .cornerRadius(8)
        .accentColor(.orange)
        .onChange(of: item.isFavorite) { favorite in print(favorite) }
    }
}

struct CatalogDetail__N__: View {
    let item: Item__N__
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationView {
            Text(item.title)
                .toolbar {
                    Button("Done") { dismiss() }
                }
        }
    }
}

struct CatalogView__N___Previews: PreviewProvider {
    static var previews: some View {
        CatalogView__N__()
            .environmentObject(CatalogSettings__N__())
    }
}
SWIFT

if [ "$one_file" = yes ]; then
    imports=$'import SwiftUI\nimport Combine\n'
    body=${template#"$imports"}
    {
        printf '%s' "$imports"
        for ((i = 1; i <= count; i++)); do printf '%s\n' "${body//__N__/$i}"; done
    } > "$directory"
    exit 0
fi
mkdir -p "$directory/Sources/Views"
for ((i = 1; i <= count; i++)); do
    printf '%s\n' "${template//__N__/$i}" > "$directory/Sources/Views/Catalog$i.swift"
done
